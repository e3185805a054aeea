<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>studio::app::DataPage</name>
    <message>
        <location filename="../app/gui/data_page.cpp" line="20"/>
        <source>Built-in tasks are generated in the program; nothing has to be downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="32"/>
        <source>Demo task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="37"/>
        <source>Training pairs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="67"/>
        <source>%1 training pairs, %2 dev pairs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="19"/>
        <source>Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="25"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="26"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="37"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="65"/>
        <source>Training is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="66"/>
        <source>Stop training and quit? The current step ends and a checkpoint is saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::PairTableModel</name>
    <message>
        <location filename="../app/gui/pair_table_model.cpp" line="30"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/pair_table_model.cpp" line="30"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message>
        <location filename="../app/gui/train_page.cpp" line="33"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="33"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="33"/>
        <source>Model&apos;s translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="54"/>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="64"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="67"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="72"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="77"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="81"/>
        <source>CPU threads for the matrix products.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="82"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="84"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="85"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="87"/>
        <source>Ready: press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="90"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="91"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="93"/>
        <source>Evaluate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="94"/>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="115"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="116"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="118"/>
        <source>Dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="119"/>
        <source>BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="121"/>
        <source>Learning rate (§5.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="122"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="124"/>
        <source>Target tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="125"/>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="126"/>
        <location filename="../app/gui/train_page.cpp" line="129"/>
        <location filename="../app/gui/train_page.cpp" line="130"/>
        <location filename="../app/gui/train_page.cpp" line="200"/>
        <location filename="../app/gui/train_page.cpp" line="201"/>
        <location filename="../app/gui/train_page.cpp" line="202"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="127"/>
        <location filename="../app/gui/train_page.cpp" line="128"/>
        <location filename="../app/gui/train_page.cpp" line="218"/>
        <location filename="../app/gui/train_page.cpp" line="219"/>
        <source>dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="135"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="137"/>
        <source>Follow the latest step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="140"/>
        <source>Smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="194"/>
        <source>Training %1 with the %2 preset; checkpoints in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="195"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="207"/>
        <source>Step %1 of %2, epoch %3, loss %4, %5 tokens/s, about %6 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="228"/>
        <source> (on characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="229"/>
        <source>Step %1: dev loss %2, dev BLEU %3%4, %5 % exactly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="239"/>
        <source>Training finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="240"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="241"/>
        <source>Training stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="242"/>
        <source>Training could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
