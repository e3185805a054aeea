<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AttentionData</name>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="131"/>
        <source>%1 · layer %2 · mean of %n heads</source>
        <translation>
            <numerusform>%1 · layer %2 · the only head</numerusform>
            <numerusform>%1 · layer %2 · mean of %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="1"/>
        <source>%1 · layer %2 · mean of all %n heads, every one switched off: their outputs are not used</source>
        <translation>
            <numerusform>%1 · layer %2 · mean of all %n head, every one switched off: their outputs are not used</numerusform>
            <numerusform>%1 · layer %2 · mean of all %n heads, every one switched off: their outputs are not used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AnalyzePage</name>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="116"/>
        <source>Aligned %n pair(s) (%1).</source>
        <translation>
            <numerusform>Aligned %n pair (%1).</numerusform>
            <numerusform>Aligned %n pairs (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="117"/>
        <source>%n head(s) switched off: translations, maps and alignments use the rest.</source>
        <translation>
            <numerusform>%n head switched off: translations, maps and alignments use the rest.</numerusform>
            <numerusform>%n heads switched off: translations, maps and alignments use the rest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="138"/>
        <source>Translation with %n head(s) off: %1  (log-probability %2)</source>
        <translation>
            <numerusform>Translation with %n head off: %1  (log-probability %2)</numerusform>
            <numerusform>Translation with %n heads off: %1  (log-probability %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="219"/>
        <source>Model: %1. The %n head(s) switched off on the previous model are on again (a new model starts with every head on). Press “Measure heads”.</source>
        <translation>
            <numerusform>Model: %1. The %n head switched off on the previous model is on again (a new model starts with every head on). Press “Measure heads”.</numerusform>
            <numerusform>Model: %1. The %n heads switched off on the previous model are on again (a new model starts with every head on). Press “Measure heads”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="225"/>
        <source>Measured %n head(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>Measured %n head over %1 pairs (%2).</numerusform>
            <numerusform>Measured %n heads over %1 pairs (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="85"/>
        <source>Pruning curve: %n curve(s).</source>
        <translation>
            <numerusform>Pruning curve: %n curve.</numerusform>
            <numerusform>Pruning curve: %n curves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Over the %n pair(s) aligned, against the gold links: AER %1, precision %2, recall %3.</source>
        <translation>
            <numerusform>Over the %n pair aligned, against the gold links: AER %1, precision %2, recall %3.</numerusform>
            <numerusform>Over the %n pairs aligned, against the gold links: AER %1, precision %2, recall %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>Pruning curve: %n curve(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>Pruning curve: %n curve over %1 pairs (%2).</numerusform>
            <numerusform>Pruning curve: %n curves over %1 pairs (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>%n head(s) switched off on the Heads tab: these links are not the whole model&apos;s.</source>
        <translation>
            <numerusform>%n head switched off on the Heads tab: these links are not the whole model&apos;s.</numerusform>
            <numerusform>%n heads switched off on the Heads tab: these links are not the whole model&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_attention.cpp" line="118"/>
        <source>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first %n dimension(s) of the output.</source>
        <translation>
            <numerusform>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first dimension of the output.</numerusform>
            <numerusform>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first %n dimensions of the output.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/translate/attribution_panel.cpp" line="232"/>
        <source>Explained %n token(s) of “%1”.</source>
        <translation>
            <numerusform>Explained %n token of “%1”.</numerusform>
            <numerusform>Explained %n tokens of “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="243"/>
        <source>Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</source>
        <translation>
            <numerusform>Averaging the newest %n needs %n numbered checkpoint (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</numerusform>
            <numerusform>Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="255"/>
        <source>Averaging %n checkpoints (steps %L1 to %L2) into %3…</source>
        <translation>
            <numerusform>Averaging %n checkpoint (steps %L1 to %L2) into %3…</numerusform>
            <numerusform>Averaging %n checkpoints (steps %L1 to %L2) into %3…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::DataPage</name>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="258"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; training pairs</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; training pair</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; training pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="260"/>
        <source> from %Ln records</source>
        <translation>
            <numerusform> from %Ln record</numerusform>
            <numerusform> from %Ln records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="262"/>
        <source>; %Ln skipped because a side is empty</source>
        <translation>
            <numerusform>; %Ln skipped because a side is empty</numerusform>
            <numerusform>; %Ln skipped because a side is empty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="267"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs, the demo&apos;s own</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dev pair, the demo&apos;s own</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dev pairs, the demo&apos;s own</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="269"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs from %1</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dev pair from %1</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; dev pairs from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="272"/>
        <source> (%Ln skipped because a side is empty)</source>
        <translation>
            <numerusform> (%Ln skipped because a side is empty)</numerusform>
            <numerusform> (%Ln skipped because a side is empty)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="274"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; of them held out as dev pairs when training starts</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; of them held out as a dev pair when training starts</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; of them held out as dev pairs when training starts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="176"/>
        <source>%n run(s), %1 steps each, in %2: %3</source>
        <translation>
            <numerusform>%n run, %1 steps each, in %2: %3</numerusform>
            <numerusform>%n runs, %1 steps each, in %2: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ImportDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/import_dialog.cpp" line="64"/>
        <source>Found %n tokenizer file(s) beside the checkpoint; check which one is the source.</source>
        <translation>
            <numerusform>Found %n tokenizer file beside the checkpoint; check that it is the source.</numerusform>
            <numerusform>Found %n tokenizer files beside the checkpoint; check which one is the source.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MaskingSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="89"/>
        <source>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n position(s), so the mask has %n row(s) and %n column(s).</source>
        <translation>
            <numerusform>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n position, so the mask has %n row and %n column.</numerusform>
            <numerusform>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n positions, so the mask has %n rows and %n columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="153"/>
        <source>Query “%1” may see keys 0 to %2. Without the mask the %n future key(s) would get %3 of the weight; with it they get exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</source>
        <translation>
            <numerusform>Query “%1” may see keys 0 to %2. Without the mask the %n future key would get %3 of the weight; with it, it gets exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</numerusform>
            <numerusform>Query “%1” may see keys 0 to %2. Without the mask the %n future keys would get %3 of the weight; with it they get exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::RunsPage</name>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="204"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="205"/>
        <source>%n run(s); not readable: %1</source>
        <translation>
            <numerusform>%n run; not readable: %1</numerusform>
            <numerusform>%n runs; not readable: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::SublayerSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>%1 of the %n hidden unit(s) of d_ff are positive after %2 for this token (this model has %2 where the paper has ReLU).</source>
        <translation>
            <numerusform>%1 of the %n hidden unit of d_ff is positive after %2 for this token (this model has %2 where the paper has ReLU).</numerusform>
            <numerusform>%1 of the %n hidden units of d_ff are positive after %2 for this token (this model has %2 where the paper has ReLU).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="164"/>
        <source>%1 of the %n hidden ReLU unit(s) of d_ff are active (above 0) for this token.</source>
        <translation>
            <numerusform>%1 of the %n hidden ReLU unit of d_ff is active (above 0) for this token.</numerusform>
            <numerusform>%1 of the %n hidden ReLU units of d_ff are active (above 0) for this token.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::TokenizerPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="107"/>
        <source>Training a %L1-piece vocabulary on %Ln pairs…</source>
        <translation>
            <numerusform>Training a %L1-piece vocabulary on %Ln pair…</numerusform>
            <numerusform>Training a %L1-piece vocabulary on %Ln pairs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="124"/>
        <source>Trained: %Ln pieces. The Train page uses this tokenizer.</source>
        <translation>
            <numerusform>Trained: %Ln piece. The Train page uses this tokenizer.</numerusform>
            <numerusform>Trained: %Ln pieces. The Train page uses this tokenizer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="79"/>
        <source>Opened %1 (%n history entries)</source>
        <translation>
            <numerusform>Opened %1 (%n history entry)</numerusform>
            <numerusform>Opened %1 (%n history entries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="90"/>
        <source>Following the run in %1: %n history entries</source>
        <translation>
            <numerusform>Following the run in %1: %n history entry</numerusform>
            <numerusform>Following the run in %1: %n history entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::TranslatePage</name>
    <message numerus="yes">
        <location filename="../app/gui/translate/translate_page.cpp" line="315"/>
        <source>%n head(s) switched off on the Analyze page: this is not the whole model.</source>
        <translation>
            <numerusform>%n head switched off on the Analyze page: this is not the whole model.</numerusform>
            <numerusform>%n heads switched off on the Analyze page: this is not the whole model.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionGrid</name>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="133"/>
        <source>Layer %1, mean over its %n heads</source>
        <translation>
            <numerusform>Layer %1, its only head</numerusform>
            <numerusform>Layer %1, mean over its %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, mean over its %n heads switched on</source>
        <translation>
            <numerusform>Layer %1, its only head switched on</numerusform>
            <numerusform>Layer %1, mean over its %n heads switched on</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ModelFolderDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Multilingual: start a source with one of its %n target-language token(s), e.g. %1.</source>
        <translation>
            <numerusform>Multilingual: start a source with its %n target-language token, e.g. %1.</numerusform>
            <numerusform>Multilingual: start a source with one of its %n target-language tokens, e.g. %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::LearnPage</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The %n head(s) switched off on the Analyze page are on here: this page shows the whole model.</source>
        <translation>
            <numerusform>The head switched off on the Analyze page is on here: this page shows the whole model.</numerusform>
            <numerusform>The %n heads switched off on the Analyze page are on here: this page shows the whole model.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentTableModel</name>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%n finished run(s) of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</source>
        <translation>
            <numerusform>%n finished run of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</numerusform>
            <numerusform>%n finished runs of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::LengthHistogram</name>
    <message numerus="yes">
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>%Ln pair(s) will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</source>
        <translation>
            <numerusform>%Ln pair will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</numerusform>
            <numerusform>%Ln pairs will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingWorker</name>
    <message numerus="yes">
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>Continuing %1 from step %2 with its own settings, to the end of its %n epoch(s); the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>
            <numerusform>Continuing %1 from step %2 with its own settings, to the end of its %n epoch; the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</numerusform>
            <numerusform>Continuing %1 from step %2 with its own settings, to the end of its %n epochs; the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</numerusform>
        </translation>
    </message>
</context>
</TS>
