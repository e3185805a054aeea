<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>DataPreviewJobs</name>
    <message>
        <location filename="../app/gui/data_preview_jobs.cpp" line="68"/>
        <source>%1: no sentence pair was found (every line is empty or blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_preview_jobs.cpp" line="83"/>
        <source>There are no training pairs to train a tokenizer on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>Learn, teach and inspect the Transformer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Open this page: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Render the window to a PNG file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Translate this sentence with the opened checkpoint (Translate page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="46"/>
        <source>A checkpoint to open: its curves and settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="65"/>
        <source>Cannot open the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app</name>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="50"/>
        <source>Encoder self-attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="51"/>
        <source>Decoder masked self-attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="52"/>
        <source>Cross-attention (encoder–decoder)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionInspector</name>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="31"/>
        <source>The three attentions of §3.2.3: the encoder attending to the source, the decoder to its own earlier outputs (masked), and the decoder to the encoder&apos;s output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="34"/>
        <source>Layer </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="37"/>
        <source>One of the h heads (§3.2.2), or their mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="38"/>
        <source>Export heatmap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="39"/>
        <source>The heatmap as PNG, SVG or PDF, or its numbers as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="40"/>
        <source>Export grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="52"/>
        <source>Target token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="52"/>
        <source>Summed attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="78"/>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="79"/>
        <source>All heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="80"/>
        <source>Masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="82"/>
        <source>Click a source token in the cross-attention to select it, Ctrl+click to add more: their attention is summed. Attention weights show where the model looks, not why it decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="148"/>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="149"/>
        <source>Mean of heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="196"/>
        <source>Causal mask of the decoder (§3.2.3): −∞ above the diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="201"/>
        <source>Padding mask of the batch: −∞ on padded positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="226"/>
        <source>Attention on %1, summed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="263"/>
        <source>Images (*.png *.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="263"/>
        <source>Images and numbers (*.png *.svg *.pdf *.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="264"/>
        <source>Export the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="264"/>
        <source>Export the heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_inspector.cpp" line="269"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointPanel</name>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="46"/>
        <source>No run yet: checkpoints appear here as training saves them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="49"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="50"/>
        <source>Shows the checkpoint&apos;s curves (from its stored history) and its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="51"/>
        <source>Resume training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="52"/>
        <source>Continues this run from the checkpoint, in its folder, with its own settings and data, up to Steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="54"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="55"/>
        <source>Copies the checkpoint to a file of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="60"/>
        <source>newest </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="61"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="62"/>
        <source>Averages the weights of the newest k numbered checkpoints into a new weights-only checkpoint, as the paper does with the last 5 (base) or 20 (big) checkpoints (§6.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="102"/>
        <source>Cannot average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="112"/>
        <source>Run folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="163"/>
        <source>There is no checkpoint to save yet: training writes one at every evaluation and when it stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="167"/>
        <source>%1 is the checkpoint itself; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="175"/>
        <source>Could not copy %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="181"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="185"/>
        <source>Saved a copy of %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="192"/>
        <source>No checkpoint yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="193"/>
        <source>This run has no checkpoint yet: training writes one at every evaluation and when it stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="196"/>
        <source>Save checkpoint as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="198"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="201"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="206"/>
        <source>An average is being computed; wait until it is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="211"/>
        <source>Averaging the newest %1 needs %1 numbered checkpoints (checkpoint-STEP.ckpt); the folder %2 has %3. Lower k, or train longer (one is written at every evaluation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="214"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="223"/>
        <source>Averaging %1 checkpoints (steps %2 to %3) into %4…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="244"/>
        <source>Averaging failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_panel.cpp" line="249"/>
        <source>Wrote %1 (weights only: it translates, it does not resume)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointTableModel</name>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="93"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="94"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="94"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="122"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="123"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="124"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="125"/>
        <source>Dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="126"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/checkpoint_table_model.cpp" line="127"/>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::DataPage</name>
    <message>
        <location filename="../app/gui/data_page.cpp" line="76"/>
        <source>The form has changed since the data was read: press Read data to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="200"/>
        <source>The dataset of the last session could not be read again; the built-in numbers-de demo is shown instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="205"/>
        <source>The previous dataset, %1, stays in effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="241"/>
        <source>&lt;b&gt;%1&lt;/b&gt; training pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="243"/>
        <source> from %1 records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="245"/>
        <source>; %1 skipped because a side is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="250"/>
        <source>&lt;b&gt;%1&lt;/b&gt; dev pairs, the demo&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="252"/>
        <source>&lt;b&gt;%1&lt;/b&gt; dev pairs from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="255"/>
        <source> (%1 skipped because a side is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="257"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of them held out as dev pairs when training starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="259"/>
        <source>no dev pairs: too few training pairs to hold some out, so there is no dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="266"/>
        <source>&lt;b&gt;The data could not be read.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/data_page.cpp" line="274"/>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::DatasetChooser</name>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="38"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="40"/>
        <source>Pick a dataset used before…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="44"/>
        <source>Built-in demo task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="45"/>
        <source>Two line-aligned files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="46"/>
        <location filename="../app/gui/dataset_chooser.cpp" line="113"/>
        <source>TSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="47"/>
        <location filename="../app/gui/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="56"/>
        <source>&amp;Read data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="57"/>
        <source>Read the chosen files and show their pairs; the Train page then trains on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="61"/>
        <source>Recent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="62"/>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="89"/>
        <source>Built-in tasks are generated in the program; nothing has to be downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="90"/>
        <source>Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="97"/>
        <source>Text files (*.txt *.gz *.*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="98"/>
        <source>Source-language file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="99"/>
        <source>Target-language file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="101"/>
        <source>Source file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="102"/>
        <source>Target file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="113"/>
        <source>Tab-separated files (*.tsv *.txt *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="117"/>
        <location filename="../app/gui/dataset_chooser.cpp" line="142"/>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="120"/>
        <location filename="../app/gui/dataset_chooser.cpp" line="145"/>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="124"/>
        <location filename="../app/gui/dataset_chooser.cpp" line="148"/>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="125"/>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines (*.jsonl *.json *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="138"/>
        <source>e.g. en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="140"/>
        <source>e.g. de</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="149"/>
        <source>Language keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="167"/>
        <source>Generated by the program from a seed; nothing has to be downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="168"/>
        <source>One sentence a line; line n of the target file translates line n of the source file (Moses, OPUS, Multi30k). Plain text or gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="170"/>
        <source>Tab-separated rows, columns counted from 1 (Anki and manythings exports: 1 and 2; Tatoeba pair exports: 2 and 4). Plain text or gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="172"/>
        <source>One JSON object a line, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} or {&quot;en&quot;: …, &quot;de&quot;: …}; the keys name the languages. Plain text or gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="249"/>
        <source> · dev %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dataset_chooser.cpp" line="251"/>
        <source> · dev files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::DevSetChooser</name>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="15"/>
        <source>Dev set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="16"/>
        <source>Pairs the model never trains on: dev loss and BLEU are measured on them during training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="17"/>
        <source>De&amp;fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="22"/>
        <source>&amp;Hold out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="27"/>
        <source> % of the training pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="28"/>
        <source>Dev &amp;files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="29"/>
        <source>Text files (*.txt *.tsv *.jsonl *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="30"/>
        <source>Dev file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="31"/>
        <source>Target-language dev file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="32"/>
        <source>target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="65"/>
        <source>the demo&apos;s own dev pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="66"/>
        <source>1 % of the training pairs (at most 1000), held out when training starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="69"/>
        <source>source-language dev file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/dev_set_chooser.cpp" line="70"/>
        <source>dev file in the training data&apos;s format</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::FileField</name>
    <message>
        <location filename="../app/gui/file_field.cpp" line="13"/>
        <source>Path of a file (plain text or .gz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="16"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::HyperparameterForm</name>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="74"/>
        <source>d_model: the width of every layer&apos;s output (§3, Table 3). Must be a multiple of the number of heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="76"/>
        <source>h: parallel attention heads, each of width d_k = d_v = d_model / h (§3.2.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="77"/>
        <source>N: identical layers in the encoder stack (§3.1; 6 in the paper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="78"/>
        <source>N: identical layers in the decoder stack (§3.1; 6 in the paper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="79"/>
        <source>d_ff: inner width of the position-wise feed-forward network (§3.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="80"/>
        <source>P_drop: dropout on each sub-layer&apos;s output and on the embedding sums (§5.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="82"/>
        <source>Dropout on the attention weights. Not in the paper; PyTorch&apos;s nn.Transformer applies it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="84"/>
        <source>The longest sequence the positional encoding covers (§3.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="85"/>
        <source>Pre-norm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="85"/>
        <source>x + Sublayer(LayerNorm(x)) instead of the paper&apos;s LayerNorm(x + Sublayer(x)) (§3.1); trains more stably when deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="87"/>
        <source>Learned positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="87"/>
        <source>Learned position embeddings instead of the sinusoids (§3.5; Table 3, row E: nearly identical).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="89"/>
        <source>Shared embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="89"/>
        <source>One embedding matrix for source and target, possible with the joint vocabulary (§3.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="91"/>
        <source>Tied output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="91"/>
        <source>The pre-softmax projection reuses the target embedding matrix (§3.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="93"/>
        <source>epsilon of layer normalisation (PyTorch&apos;s default 1e-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="95"/>
        <source>d_model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="96"/>
        <source>Heads (h):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="97"/>
        <source>Encoder layers (N):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="98"/>
        <source>Decoder layers (N):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="99"/>
        <source>d_ff:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="100"/>
        <source>Dropout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="101"/>
        <source>Attention dropout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="102"/>
        <source>Max positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="103"/>
        <source>Layer-norm epsilon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="111"/>
        <source>warmup_steps: the learning rate rises linearly for this many steps, then decays as 1/sqrt(step) (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="113"/>
        <source>A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="114"/>
        <source>Adam&apos;s beta_1 (§5.3: 0.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="115"/>
        <source>Adam&apos;s beta_2 (§5.3: 0.98).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="116"/>
        <source>Adam&apos;s epsilon (§5.3: 1e-9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="117"/>
        <source>epsilon_ls: label smoothing (§5.4); the paper uses 0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="118"/>
        <source>Clip the gradient&apos;s global norm to this value; 0 = off (not in the paper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="120"/>
        <source>Batches whose gradients are summed before each optimiser step: a larger effective batch on a small machine (the paper&apos;s batches held ~25000 tokens, §5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="124"/>
        <source>Warm-up steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="125"/>
        <source>Learning-rate factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="126"/>
        <source>Adam beta_1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="127"/>
        <source>Adam beta_2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="128"/>
        <source>Adam epsilon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="129"/>
        <source>Label smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="130"/>
        <source>Gradient clipping:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="131"/>
        <source>Accumulate batches:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="137"/>
        <source>Size of the joint SentencePiece vocabulary of both languages (§5.1 used 37000 byte-pair pieces); lowered automatically when the data is small.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="139"/>
        <source>Tokens per batch, padding included; pairs of similar length are batched together (§5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="141"/>
        <source>Pairs with a side longer than this many tokens are left out of training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="142"/>
        <source>Dev sentences translated for BLEU at each evaluation; 0 = all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="143"/>
        <source>Numbered checkpoints kept on disk; older ones are deleted (last.ckpt always stays).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="145"/>
        <source>Seed of the initial weights, the batch order and dropout: the same seed gives the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="148"/>
        <source>Vocabulary size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="149"/>
        <source>Tokens per batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="150"/>
        <source>Longest pair (tokens):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="151"/>
        <source>BLEU sentences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="152"/>
        <source>Checkpoints kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/hyperparameter_form.cpp" line="153"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::LengthHistogram</name>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="60"/>
        <source>Sentence lengths (training pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="67"/>
        <source>sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="84"/>
        <source>length in tokens (the trained tokenizer&apos;s pieces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="85"/>
        <source>length in words (split at spaces; no tokenizer trained yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="95"/>
        <source>%1 (mean %2, longest %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="97"/>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="98"/>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/length_histogram.cpp" line="104"/>
        <source>%1, bins of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="30"/>
        <source>Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="39"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="40"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="41"/>
        <source>Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="53"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="90"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="92"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="94"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="95"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="98"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>&amp;Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>T&amp;ranslate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>&amp;About Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="106"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="116"/>
        <source>About Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="117"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;A desktop tool for learning, teaching and inspecting the Transformer of &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, SentencePiece and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="137"/>
        <source>Training is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <source>Stop training and quit? The current step ends and a checkpoint is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="150"/>
        <source>&amp;Open checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="152"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="155"/>
        <source>&amp;Save checkpoint as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="157"/>
        <source>Copies the selected checkpoint, or the run&apos;s newest, to a file of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="170"/>
        <source>Open checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="171"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="181"/>
        <source>Cannot open the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::PairTableModel</name>
    <message>
        <location filename="../app/gui/pair_table_model.cpp" line="33"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/pair_table_model.cpp" line="33"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="22"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="24"/>
        <source>Every training run gets its own folder here, with its checkpoints and its history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="26"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="27"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="36"/>
        <source>All cores (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="38"/>
        <source>CPU threads for the matrix products of new runs; the Train page starts with this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="41"/>
        <source>Forget recent datasets and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="50"/>
        <source>Runs folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="51"/>
        <source>CPU threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="52"/>
        <source>Recent lists:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="67"/>
        <source>Forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="74"/>
        <source>Runs folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="83"/>
        <source>The runs folder &quot;%1&quot; cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="88"/>
        <source>The runs folder &quot;%1&quot; is not writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::ProbePanel</name>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="21"/>
        <source>Pin sentences here before or during training: at every validation their attention is recorded. Then move the slider to watch the alignment form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="26"/>
        <source>A probe sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="27"/>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="28"/>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="34"/>
        <source>The validations of the current training run, oldest on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="35"/>
        <source>Nothing recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="128"/>
        <source>Nothing recorded yet: pin a sentence and train; each validation adds a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="135"/>
        <source>Validation %1 of %2, step %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/probe_panel.cpp" line="139"/>
        <source>(not recorded for this sentence)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::TokenizerPanel</name>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="36"/>
        <source>Tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="42"/>
        <source>Pieces in the joint SentencePiece vocabulary of both languages (§5.1 of the paper: byte-pair encoding with a shared vocabulary). Lowered automatically when the data is too small for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="45"/>
        <source>&amp;Train tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="55"/>
        <source>A sentence to split into pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="60"/>
        <source>Each piece with its id below it; ▁ marks the start of a word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="69"/>
        <source>Vocabulary size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="72"/>
        <source>Sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="73"/>
        <source>Pieces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="78"/>
        <source>Read a dataset to train a tokenizer on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="95"/>
        <location filename="../app/gui/tokenizer_panel.cpp" line="116"/>
        <source>No tokenizer trained yet: a training run trains one with the Train page&apos;s vocabulary size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="108"/>
        <source>Training a %1-piece vocabulary on %2 pairs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="121"/>
        <source>The tokenizer could not be trained: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="126"/>
        <source>Trained: %1 pieces. The Train page uses this tokenizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/tokenizer_panel.cpp" line="155"/>
        <source>Train the tokenizer to see how the sample is split.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message>
        <location filename="../app/gui/train_page.cpp" line="40"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="40"/>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="40"/>
        <source>Model&apos;s translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="49"/>
        <source>Sample translations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="50"/>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="65"/>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="74"/>
        <source>Cannot open the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="78"/>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="84"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="88"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="94"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="100"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="104"/>
        <source>CPU threads for the matrix products.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="108"/>
        <source>Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and one is present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="110"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="112"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="113"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="114"/>
        <location filename="../app/gui/train_page.cpp" line="163"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="116"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="117"/>
        <source>Export curves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="118"/>
        <source>Saves every curve as CSV, PNG and SVG into a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="120"/>
        <source>Ready: press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="123"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="124"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="126"/>
        <source>Evaluate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="127"/>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="128"/>
        <source>Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="141"/>
        <source>Hyper-parameters (set by the preset; hover for the paper&apos;s section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="163"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="164"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="173"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="174"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="176"/>
        <source>Dev BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="177"/>
        <source>BLEU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="179"/>
        <source>Learning rate (§5.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="180"/>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="182"/>
        <source>Target tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="183"/>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="184"/>
        <location filename="../app/gui/train_page.cpp" line="187"/>
        <location filename="../app/gui/train_page.cpp" line="188"/>
        <location filename="../app/gui/train_page.cpp" line="300"/>
        <location filename="../app/gui/train_page.cpp" line="301"/>
        <location filename="../app/gui/train_page.cpp" line="302"/>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="41"/>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="42"/>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="43"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="185"/>
        <location filename="../app/gui/train_page.cpp" line="186"/>
        <location filename="../app/gui/train_page.cpp" line="318"/>
        <location filename="../app/gui/train_page.cpp" line="319"/>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="38"/>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="39"/>
        <source>dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="193"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="195"/>
        <source>Follow the latest step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="198"/>
        <source>Smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="232"/>
        <source>Export the curves to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="236"/>
        <source>Curves saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="238"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="293"/>
        <source>Training on %1 with the %2 preset; checkpoints in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="295"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="307"/>
        <source>Step %1 of %2, epoch %3, loss %4, %5 tokens/s, about %6 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="328"/>
        <source> (on characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="329"/>
        <source>Step %1: dev loss %2, dev BLEU %3%4, %5 % exactly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="340"/>
        <source>Training finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="341"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="342"/>
        <source>Training stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page.cpp" line="343"/>
        <source>Training could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="50"/>
        <source>Training is running: stop it before opening a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="55"/>
        <source>Cannot open the checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="69"/>
        <source>training checkpoint (resumable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="70"/>
        <source>weights only (averaged or exported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="71"/>
        <source>dev BLEU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="71"/>
        <source>no evaluation at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="72"/>
        <source>Opened %1: step %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="73"/>
        <source>Opened %1 (%2 history entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="79"/>
        <source>Training is running already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="84"/>
        <source>Cannot resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="87"/>
        <source>%1 holds weights only (an averaged or exported model): it cannot continue training. Resume from one of the run&apos;s training checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="93"/>
        <source>The checkpoint is at step %1: Steps raised from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="103"/>
        <source>Resuming %1 from step %2 up to step %3 in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/train_page_checkpoints.cpp" line="105"/>
        <source>Loading the checkpoint and its data…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::app::TranslatePage</name>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="37"/>
        <source>Open a checkpoint, or take the model being trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="56"/>
        <location filename="../app/gui/translate_page.cpp" line="82"/>
        <source>Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="57"/>
        <source>No model open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="59"/>
        <source>Open checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="60"/>
        <source>Use the model being trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="61"/>
        <source>Copies the weights between two training steps; training goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="63"/>
        <source>A sentence to translate; further lines are translated too (as one padded batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="68"/>
        <source>Beam size; 1 is greedy decoding. The paper used 4 (§6.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="73"/>
        <source>Length penalty alpha (§6.1: 0.6): scores are log p / ((5 + |Y|) / 6)^alpha.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="77"/>
        <source>Hypotheses listed (at most the beam size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="81"/>
        <source>Next-token candidates shown at each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="84"/>
        <source>Step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="85"/>
        <source>Decodes the first sentence one token at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="86"/>
        <source>Next token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="88"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="96"/>
        <source>Beam:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="97"/>
        <source>Length penalty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="98"/>
        <source>N-best:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="107"/>
        <source>Top-k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="118"/>
        <source>Open a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="119"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="135"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="135"/>
        <source>Translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="135"/>
        <source>log p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="135"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="147"/>
        <source>N-best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="150"/>
        <source>Press Step through to decode one token at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="154"/>
        <source>Click a token to take it instead of the model&apos;s choice (forced decoding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="158"/>
        <source>Step-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="161"/>
        <source>Beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="163"/>
        <source>Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="172"/>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="177"/>
        <source>Taking a snapshot of the model being trained…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="195"/>
        <source>Translating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="216"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %2, %3 parameters, d_model %4, %5 heads, %6+%7 layers, vocabulary %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="225"/>
        <source>Model ready. Type a sentence and press Translate or Step through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="243"/>
        <source>%1. %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="254"/>
        <source>Translated in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="255"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="268"/>
        <source>&lt;b&gt;%1&lt;/b&gt; → %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="269"/>
        <source>(nothing yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="270"/>
        <source> &lt;i&gt;(finished)&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="276"/>
        <source>The translation has ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="277"/>
        <source>Step %1. Next token: the model&apos;s choice, or click another bar to force it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/translate_page.cpp" line="283"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets</name>
    <message>
        <location filename="../widgets/mask_data.cpp" line="25"/>
        <source>Causal mask (decoder self-attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="26"/>
        <source>query position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="27"/>
        <location filename="../widgets/mask_data.cpp" line="48"/>
        <source>key position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="43"/>
        <source>Sentence %1</source>
        <extracomment>a row of the padding mask: one sentence of the batch</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="46"/>
        <source>Padding mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="47"/>
        <source>sentence in the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="22"/>
        <source>Unsupported image format &quot;%1&quot;: use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="62"/>
        <source>Exported by Attention Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="73"/>
        <location filename="../widgets/plot_export.cpp" line="97"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionGrid</name>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="133"/>
        <source>Layer %1, mean over its %n heads</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="134"/>
        <source>Layer %1, head %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="40"/>
        <location filename="../widgets/attention_grid_paint.cpp" line="116"/>
        <source>Layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="84"/>
        <source>No attention to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="102"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="107"/>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="153"/>
        <source>attention weight · rows: queries, columns: keys</source>
        <extracomment>legend under the layers x heads grid</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionHeatmap</name>
    <message>
        <location filename="../widgets/attention_heatmap.cpp" line="96"/>
        <source>attention weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_export.cpp" line="42"/>
        <location filename="../widgets/attention_heatmap_export.cpp" line="58"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="48"/>
        <source>−∞ (masked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="50"/>
        <source>%1 → %2: %3</source>
        <extracomment>query token → key token: attention weight</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_labels.cpp" line="67"/>
        <source>%1: %2</source>
        <extracomment>a thinned axis label: position, token</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets::BeamTreeView</name>
    <message>
        <location filename="../widgets/beam_tree_export.cpp" line="19"/>
        <source>Beam search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="39"/>
        <source>Orange: the best translation. Double border: finished (took &lt;/s&gt;). Faded: pruned (no descendant lasts). Each box: piece, cumulative log p, score (log p / length penalty). Ctrl+wheel zooms, drag pans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>log p %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="124"/>
        <source>&lt;s&gt;: the start of every hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="157"/>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>finished: left the beam here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>pruned: no descendant lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="198"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="199"/>
        <source> · on the best path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="202"/>
        <source>step %1, candidate %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="203"/>
        <source>log p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="204"/>
        <source>score = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets::MetricPlot</name>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="58"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="248"/>
        <location filename="../widgets/metric_plot.cpp" line="262"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>studio::widgets::ProbabilityBars</name>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="63"/>
        <source>Click a token, or move with Up/Down and press Enter, to choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="74"/>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="124"/>
        <source>No decoding step yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="210"/>
        <source>id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="211"/>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widgets</name>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="104"/>
        <source>query: source token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="105"/>
        <location filename="../app/gui/attention_data.cpp" line="120"/>
        <source>key: source token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="109"/>
        <source>query: decoder input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="110"/>
        <source>key: decoder input (earlier positions only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="119"/>
        <source>query: target token produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="123"/>
        <source>encoder self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="124"/>
        <source>decoder self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="125"/>
        <source>cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="126"/>
        <source>%1 · layer %2 · mean of %3 heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/attention_data.cpp" line="127"/>
        <source>%1 · layer %2 · head %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
