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
    <name>studio::app::HyperparameterForm</name>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="34"/>
        <source>d_model: the width of every layer&apos;s output (§3, Table 3). Must be a multiple of the number of heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="36"/>
        <source>h: parallel attention heads, each of width d_model / h (§3.2.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="37"/>
        <source>N: identical layers in the encoder and in the decoder stack (§3.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="38"/>
        <source>d_ff: inner width of the position-wise feed-forward network (§3.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="39"/>
        <source>P_drop: dropout on each sub-layer&apos;s output and on the embedding sums (§5.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="41"/>
        <source>warmup_steps: the learning rate rises linearly for this many steps, then decays as 1/sqrt(step) (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="43"/>
        <source>Tokens per batch, padding included; pairs of similar length are batched together (§5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="45"/>
        <source>A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="46"/>
        <source>epsilon_ls: label smoothing (§5.4); the paper uses 0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="47"/>
        <source>Clip the gradient&apos;s global norm to this value; 0 = off (not in the paper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="51"/>
        <source>d_model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="52"/>
        <source>Heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="53"/>
        <source>Layers (N):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="54"/>
        <source>d_ff:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="55"/>
        <source>Dropout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="57"/>
        <source>Warm-up steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="58"/>
        <source>Tokens per batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="59"/>
        <source>Learning-rate factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="60"/>
        <source>Label smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="61"/>
        <source>Gradient clipping:</source>
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
        <location filename="../app/gui/train_page.cpp" line="36"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="36"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="36"/>
        <source>Model&apos;s translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="57"/>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="67"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="71"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="76"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="81"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="85"/>
        <source>CPU threads for the matrix products.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="89"/>
        <source>Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and one is present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="91"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="93"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="94"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="95"/>
        <location filename="../app/gui/train_page.cpp" line="144"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="97"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="98"/>
        <source>Export curves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="99"/>
        <source>Saves every curve as CSV and PNG into a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="101"/>
        <source>Ready: press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="104"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="105"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="107"/>
        <source>Evaluate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="108"/>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="109"/>
        <source>Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="122"/>
        <source>Hyper-parameters (set by the preset; hover for the paper&apos;s section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="144"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="145"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="154"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="155"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="157"/>
        <source>Dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="158"/>
        <source>BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="160"/>
        <source>Learning rate (§5.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="161"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="163"/>
        <source>Target tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="164"/>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="165"/>
        <location filename="../app/gui/train_page.cpp" line="168"/>
        <location filename="../app/gui/train_page.cpp" line="169"/>
        <location filename="../app/gui/train_page.cpp" line="268"/>
        <location filename="../app/gui/train_page.cpp" line="269"/>
        <location filename="../app/gui/train_page.cpp" line="270"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="166"/>
        <location filename="../app/gui/train_page.cpp" line="167"/>
        <location filename="../app/gui/train_page.cpp" line="286"/>
        <location filename="../app/gui/train_page.cpp" line="287"/>
        <source>dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="174"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="176"/>
        <source>Follow the latest step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="179"/>
        <source>Smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="213"/>
        <source>Export the curves to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="217"/>
        <source>Curves saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="219"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="262"/>
        <source>Training %1 with the %2 preset; checkpoints in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="263"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="275"/>
        <source>Step %1 of %2, epoch %3, loss %4, %5 tokens/s, about %6 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="296"/>
        <source> (on characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="297"/>
        <source>Step %1: dev loss %2, dev BLEU %3%4, %5 % exactly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="307"/>
        <source>Training finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="308"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="309"/>
        <source>Training stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="310"/>
        <source>Training could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
