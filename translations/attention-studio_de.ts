<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="25"/>
        <source>Learn, teach and inspect the Transformer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Open this page: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Render the window to a PNG file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
        <location filename="../app/gui/main_window.cpp" line="22"/>
        <source>Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="28"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="29"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="40"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="77"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="78"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="80"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="81"/>
        <source>&amp;Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="81"/>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="86"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="87"/>
        <source>&amp;About Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="88"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="93"/>
        <source>About Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="94"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;A desktop tool for learning, teaching and inspecting the Transformer of &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, SentencePiece and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>Training is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="115"/>
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
        <location filename="../app/gui/train_page.cpp" line="35"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="35"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="35"/>
        <source>Model&apos;s translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="56"/>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="66"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="69"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="74"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="79"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="83"/>
        <source>CPU threads for the matrix products.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="84"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="86"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="87"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="88"/>
        <location filename="../app/gui/train_page.cpp" line="123"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="90"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="91"/>
        <source>Export curves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="92"/>
        <source>Saves every curve as CSV and PNG into a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="94"/>
        <source>Ready: press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="97"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="98"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="100"/>
        <source>Evaluate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="101"/>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="123"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="124"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="133"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="134"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="136"/>
        <source>Dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="137"/>
        <source>BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="139"/>
        <source>Learning rate (§5.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="140"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="142"/>
        <source>Target tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="143"/>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="144"/>
        <location filename="../app/gui/train_page.cpp" line="147"/>
        <location filename="../app/gui/train_page.cpp" line="148"/>
        <location filename="../app/gui/train_page.cpp" line="245"/>
        <location filename="../app/gui/train_page.cpp" line="246"/>
        <location filename="../app/gui/train_page.cpp" line="247"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="145"/>
        <location filename="../app/gui/train_page.cpp" line="146"/>
        <location filename="../app/gui/train_page.cpp" line="263"/>
        <location filename="../app/gui/train_page.cpp" line="264"/>
        <source>dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="153"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="155"/>
        <source>Follow the latest step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="158"/>
        <source>Smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="192"/>
        <source>Export the curves to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="196"/>
        <source>Curves saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="198"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="239"/>
        <source>Training %1 with the %2 preset; checkpoints in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="240"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="252"/>
        <source>Step %1 of %2, epoch %3, loss %4, %5 tokens/s, about %6 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="273"/>
        <source> (on characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="274"/>
        <source>Step %1: dev loss %2, dev BLEU %3%4, %5 % exactly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="284"/>
        <source>Training finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="285"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="286"/>
        <source>Training stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="287"/>
        <source>Training could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
