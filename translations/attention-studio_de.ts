<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AttentionData</name>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="55"/>
        <source>Encoder self-attention</source>
        <translation>Self-Attention (Encoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="56"/>
        <source>Decoder masked self-attention</source>
        <translation>Maskierte Self-Attention (Decoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="57"/>
        <source>Cross-attention (encoder–decoder)</source>
        <translation>Cross-Attention (Encoder–Decoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="109"/>
        <source>query: source token</source>
        <translation>Query: Quell-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="110"/>
        <location filename="../app/gui/translate/attention_data.cpp" line="125"/>
        <source>key: source token</source>
        <translation>Key: Quell-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="114"/>
        <source>query: decoder input</source>
        <translation>Query: Decoder-Eingabe</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="115"/>
        <source>key: decoder input (earlier positions only)</source>
        <translation>Key: Decoder-Eingabe (nur frühere Positionen)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="124"/>
        <source>query: target token produced</source>
        <translation>Query: erzeugtes Ziel-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="128"/>
        <source>encoder self</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="129"/>
        <source>decoder self</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="130"/>
        <source>cross</source>
        <translation>Cross-Attention</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="131"/>
        <source>%1 · layer %2 · mean of %n heads</source>
        <translation>
            <numerusform>%1 · Schicht %2 · Mittel über %n Kopf</numerusform>
            <numerusform>%1 · Schicht %2 · Mittel über %n Köpfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="132"/>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · Schicht %2 · Kopf %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · head %3 · switched off: its output is not used</source>
        <translation>%1 · Schicht %2 · Kopf %3 · abgeschaltet: seine Ausgabe wird nicht verwendet</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · mean of the heads switched on (%3 of %4)</source>
        <translation>%1 · Schicht %2 · Mittel der eingeschalteten Köpfe (%3 von %4)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>(next)</source>
        <translation>(nächstes)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="1"/>
        <source>%1 · layer %2 · mean of all %n heads, every one switched off: their outputs are not used</source>
        <translation>
            <numerusform>%1 · Schicht %2 · der %n Kopf, abgeschaltet: seine Ausgabe wird nicht verwendet</numerusform>
            <numerusform>%1 · Schicht %2 · Mittel aller %n Köpfe, jeder abgeschaltet: ihre Ausgaben werden nicht verwendet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPreviewJobs</name>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="68"/>
        <source>%1: no sentence pair was found (every line is empty or blank)</source>
        <translation>%1: kein Satzpaar gefunden (jede Zeile ist leer oder enthält nur Leerzeichen)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="83"/>
        <source>There are no training pairs to train a tokenizer on.</source>
        <translation>Es gibt keine Trainingspaare, auf denen ein Tokenizer trainiert werden könnte.</translation>
    </message>
</context>
<context>
    <name>JobNames</name>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Open a model</source>
        <translation>Ein Modell öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Use the model</source>
        <translation>Das Modell übernehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Translate</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Step through</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Switch heads</source>
        <translation>Köpfe schalten</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Measure heads</source>
        <translation>Köpfe messen</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Pruning curve</source>
        <translation>Pruning-Kurve</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Align</source>
        <translation>Alignieren</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>“%1” is running: one long job at a time. Wait for it to end, or cancel it where it was started.</source>
        <translation>„%1“ läuft: immer nur eine lange Aufgabe. Warten Sie, bis sie endet, oder brechen Sie sie dort ab, wo sie gestartet wurde.</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Another model was opened meanwhile: this result, computed with the previous one, was dropped.</source>
        <translation>Inzwischen wurde ein anderes Modell geöffnet: Dieses Ergebnis, mit dem vorigen berechnet, wurde verworfen.</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of demo %1</source>
        <translation>Dev-Set der Demo %1</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of %1</source>
        <translation>Dev-Set von %1</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, with %2 put first in every source</source>
        <translation>%1, mit %2 am Anfang jedes Quellsatzes</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, the first %2 of its %3 pairs</source>
        <translation>%1, die ersten %2 seiner %3 Paare</translation>
    </message>
</context>
<context>
    <name>MaskData</name>
    <message>
        <location filename="../widgets/mask_data.cpp" line="30"/>
        <source>Causal mask (decoder self-attention)</source>
        <translation>Kausale Maske (Self-Attention des Decoders)</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="31"/>
        <source>query position</source>
        <translation>Query-Position</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="32"/>
        <location filename="../widgets/mask_data.cpp" line="53"/>
        <source>key position</source>
        <translation>Key-Position</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="48"/>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="51"/>
        <source>Padding mask</source>
        <translation>Padding-Maske</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="52"/>
        <source>sentence in the batch</source>
        <translation>Satz im Batch</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../widgets/plot_export.cpp" line="27"/>
        <source>Unsupported image format &quot;%1&quot;: use %2</source>
        <translation>Nicht unterstütztes Bildformat „%1“: verwenden Sie %2</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="67"/>
        <source>Exported by Attention Studio</source>
        <translation>Exportiert von Attention Studio</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="78"/>
        <location filename="../widgets/plot_export.cpp" line="102"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="1"/>
        <source>the drawing failed</source>
        <translation>das Zeichnen schlug fehl</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="98"/>
        <source>%1 holds no training run (no last.ckpt or checkpoint-STEP.ckpt)</source>
        <translation>%1 enthält keinen Trainingslauf (kein last.ckpt oder checkpoint-STEP.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="108"/>
        <source>could not remove %1</source>
        <translation>%1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="126"/>
        <source>“%1” is not a folder name (no slashes, not empty)</source>
        <translation>„%1“ ist kein Ordnername (keine Schrägstriche, nicht leer)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="132"/>
        <source>%1 already exists</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="136"/>
        <source>could not rename %1 to %2</source>
        <translation>%1 konnte nicht in %2 umbenannt werden</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="56"/>
        <source>Learn, teach and inspect the Transformer.</source>
        <translation>Den Transformer lernen, lehren und untersuchen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="59"/>
        <source>Open this page: %1.</source>
        <translation>Diese Seite öffnen: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="63"/>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Das Fenster als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="66"/>
        <source>Translate this sentence with the opened checkpoint (Translate page).</source>
        <translation>Diesen Satz mit dem geöffneten Checkpoint übersetzen (Seite „Übersetzen“).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <source>A checkpoint to open: its curves and settings.</source>
        <translation>Ein zu öffnender Checkpoint: seine Kurven und Einstellungen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="95"/>
        <source>Cannot open the checkpoint</source>
        <translation>Der Checkpoint kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalysisJobs</name>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>this model does not record its dataset: choose a source and a reference file</source>
        <translation>dieses Modell hält seinen Datensatz nicht fest: wählen Sie eine Quell- und eine Referenzdatei</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the run had no dev set (%1 holds too few pairs to hold any out): choose a source and a reference file</source>
        <translation>der Lauf hatte keine Dev-Menge (%1 enthält zu wenige Paare, um welche abzuzweigen): wählen Sie eine Quell- und eine Referenzdatei</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>choose both a source and a reference file (or neither, for the run&apos;s dev set)</source>
        <translation>wählen Sie eine Quell- und eine Referenzdatei (oder keine von beiden, für die Dev-Menge des Laufs)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1 hat %2 Zeilen, %3 aber %4</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but there are %3 sentence pairs</source>
        <translation>%1 hat %2 Zeilen, es gibt aber %3 Satzpaare</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the analysis set has no sentence pairs</source>
        <translation>die Analysemenge enthält keine Satzpaare</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>has %1 lines but the pairs aligned are %2: one line of links per pair, in order</source>
        <translation>hat %1 Zeilen, aligniert wurden aber %2 Paare: eine Zeile Links pro Paar, in derselben Reihenfolge</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the best head is chosen on half the gold pairs and scored on the other half, each at least 5 pairs: this set has %1</source>
        <translation>der beste Kopf wird auf der Hälfte der Gold-Paare gewählt und auf der anderen Hälfte bewertet, jede mindestens 5 Paare: diese Menge hat %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>scoring another aligner&apos;s links needs the gold links: choose a gold file</source>
        <translation>um die Links eines anderen Aligners zu bewerten, braucht es die Gold-Links: wählen Sie eine Gold-Datei</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>layer %1 head %2 is not in the model: decoder layers 0..%3, heads 0..%4</source>
        <translation>Schicht %1 Kopf %2 gibt es im Modell nicht: Decoder-Schichten 0..%3, Köpfe 0..%4</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="1"/>
        <source>%1 (after “target first” swapped its sides)</source>
        <translation>%1 (nachdem „Ziel zuerst“ seine Seiten vertauscht hat)</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalyzePage</name>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="0"/>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>Layer mean</source>
        <translation>Mittel der Schicht</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>One head</source>
        <translation>Ein Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>shift-att: the step whose input is the word</source>
        <translation>shift-att: der Schritt, dessen Eingabe das Wort ist</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>the step that predicts the word</source>
        <translation>der Schritt, der das Wort vorhersagt</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="37"/>
        <source>Align</source>
        <translation>Alignieren</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="38"/>
        <source>Links from:</source>
        <translation>Links aus:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="40"/>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="42"/>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="45"/>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="50"/>
        <source>Press “Align”: target words (bottom) are linked to the source words (top) they attend to; line width is the weight. Gold links are orange (dashed: sure, dotted: possible).</source>
        <translation>„Alignieren“ drücken: Zielwörter (unten) werden mit den Quellwörtern (oben) verbunden, auf die sie achten; die Linienbreite ist das Gewicht. Gold-Links sind orange (gestrichelt: sicher, gepunktet: möglich).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="59"/>
        <source>Export image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="60"/>
        <source>Export Pharaoh links…</source>
        <translation>Pharaoh-Links exportieren…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="116"/>
        <source>Aligned %n pair(s) (%1).</source>
        <translation>
            <numerusform>%n Paar aligniert (%1).</numerusform>
            <numerusform>%n Paare aligniert (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="139"/>
        <source>No gold links: choose a gold file to score the links.</source>
        <translation>Keine Gold-Links: eine Gold-Datei wählen, um die Links zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="147"/>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="155"/>
        <source>There is no alignment yet.</source>
        <translation>Es gibt noch keine Alignierung.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="160"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="123"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="167"/>
        <source>%1: write failed (%2)</source>
        <translation>%1: Schreiben fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Encoder self-attention</source>
        <translation>Self-Attention (Encoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Decoder masked self-attention</source>
        <translation>Maskierte Self-Attention (Decoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="32"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>Encoder–Decoder-Attention (Cross)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="48"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1, Schicht %2, Kopf %3</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="64"/>
        <source>importance %1
Δ dev loss (token NLL) %2
confidence %3
entropy %4 nats</source>
        <translation>Wichtigkeit %1
Δ Dev-Loss (Token-NLL) %2
Konfidenz %3
Entropie %4 nats</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="116"/>
        <source>Every head is on.</source>
        <translation>Alle Köpfe sind an.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="117"/>
        <source>%n head(s) switched off: translations, maps and alignments use the rest.</source>
        <translation>
            <numerusform>%n Kopf abgeschaltet: Übersetzungen, Karten und Alignierungen nutzen die übrigen.</numerusform>
            <numerusform>%n Köpfe abgeschaltet: Übersetzungen, Karten und Alignierungen nutzen die übrigen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="135"/>
        <source>Translation (every head on): %1  (log-probability %2)</source>
        <translation>Übersetzung (alle Köpfe an): %1  (Log-Wahrscheinlichkeit %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="138"/>
        <source>Translation with %n head(s) off: %1  (log-probability %2)</source>
        <translation>
            <numerusform>Übersetzung mit %n Kopf aus: %1  (Log-Wahrscheinlichkeit %2)</numerusform>
            <numerusform>Übersetzung mit %n Köpfen aus: %1  (Log-Wahrscheinlichkeit %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head on</source>
        <translation>Diesen Kopf einschalten</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head off</source>
        <translation>Diesen Kopf abschalten</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="149"/>
        <source>Show its attention on Translate</source>
        <translation>Seine Attention auf „Übersetzen“ zeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="28"/>
        <source>Which heads matter, and which head aligns words? Measure every head over sentence pairs (Michel et al. 2019; Voita et al. 2019), prune heads in order of importance, and read word alignments off cross-attention (Garg et al. 2019); see why a token was chosen by gradient attribution beside the heads&apos; attention.</source>
        <translation>Welche Köpfe zählen, und welcher Kopf aligniert Wörter? Jeden Kopf über Satzpaare messen (Michel et al. 2019; Voita et al. 2019), Köpfe nach Wichtigkeit beschneiden, Wortalignierungen aus der Cross-Attention ablesen (Garg et al. 2019) und per Gradienten-Attribution neben der Attention der Köpfe sehen, warum ein Token gewählt wurde.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="37"/>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="38"/>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="81"/>
        <source>Pruning curve</source>
        <translation>Pruning-Kurve</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="39"/>
        <source>Alignment</source>
        <translation>Alignierung</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="41"/>
        <source>Why this token</source>
        <translation>Warum dieses Token</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="63"/>
        <source>Text files (*.txt *.src *.tgt *.en *.de *.es *.fr);;All files (*)</source>
        <translation>Textdateien (*.txt *.src *.tgt *.en *.de *.es *.fr);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="64"/>
        <source>Source sentences</source>
        <translation>Quellsätze</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="65"/>
        <source>Reference translations</source>
        <translation>Referenzübersetzungen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="66"/>
        <source>empty: the open model&apos;s own dev set</source>
        <translation>leer: das Dev-Set des geöffneten Modells</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="67"/>
        <source>one reference per source line</source>
        <translation>eine Referenz je Quellzeile</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Gold word alignments</source>
        <translation>Gold-Wortalignierungen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Pharaoh alignments (*.align *.txt *.talp);;All files (*)</source>
        <translation>Pharaoh-Alignierungen (*.align *.txt *.talp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="69"/>
        <source>optional: Pharaoh links i-j (sure) and ipj (possible), one line per pair</source>
        <translation>optional: Pharaoh-Links i-j (sicher) und ipj (möglich), eine Zeile je Paar</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="70"/>
        <source>1-based</source>
        <translation>ab 1</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="71"/>
        <source>The gold file counts words from 1 (e.g. the RWTH German–English gold)</source>
        <translation>Die Gold-Datei zählt Wörter ab 1 (z. B. das RWTH-Gold Deutsch–Englisch)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="78"/>
        <source>Only the first pairs are used</source>
        <translation>Nur die ersten Paare werden verwendet</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="80"/>
        <source>Measure heads</source>
        <translation>Köpfe messen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="82"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="88"/>
        <source>Pairs at most:</source>
        <translation>Höchstens Paare:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="94"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="95"/>
        <source>Reference:</source>
        <translation>Referenz:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="96"/>
        <source>Gold links:</source>
        <translation>Gold-Links:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Importance |∂L/∂ξ| (Michel, ℓ2 per layer)</source>
        <translation>Wichtigkeit |∂L/∂ξ| (Michel, ℓ2 je Schicht)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Δ dev loss (token NLL) with the head off</source>
        <translation>Δ Dev-Loss (Token-NLL) ohne den Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Confidence (Voita)</source>
        <translation>Konfidenz (Voita)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Entropy (nats)</source>
        <translation>Entropie (nats)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="112"/>
        <source>Switch all heads on</source>
        <translation>Alle Köpfe einschalten</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="113"/>
        <source>Colour by:</source>
        <translation>Färben nach:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="120"/>
        <source>Press “Measure heads”. Then click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>„Köpfe messen“ drücken. Dann einen Kopf anklicken, um ihn abzuschalten; Rechtsklick für seine Attention. Abzeichen: P positionell, E achtet auf EOS/BOS, R seltenes Token.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="127"/>
        <source>a sentence to translate with the heads that are on</source>
        <translation>ein Satz, der mit den eingeschalteten Köpfen übersetzt wird</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="128"/>
        <source>Translate</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="129"/>
        <source>Sentence:</source>
        <translation>Satz:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="170"/>
        <source>Measuring every head…</source>
        <translation>Jeder Kopf wird gemessen…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="171"/>
        <source>Pruning heads round by round…</source>
        <translation>Köpfe werden Runde für Runde beschnitten…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="172"/>
        <source>Reading the cross-attention of every pair…</source>
        <translation>Die Cross-Attention jedes Paares wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="173"/>
        <source>Switching heads…</source>
        <translation>Köpfe werden umgeschaltet…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="201"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>Einen Checkpoint öffnen (Datei ▸ Öffnen) oder das Modell aus dem Training übernehmen.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="218"/>
        <source>Model: %1. Press “Measure heads”.</source>
        <translation>Modell: %1. „Köpfe messen“ drücken.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="219"/>
        <source>Model: %1. The %n head(s) switched off on the previous model are on again (a new model starts with every head on). Press “Measure heads”.</source>
        <translation>
            <numerusform>Modell: %1. Der %n auf dem vorigen Modell abgeschaltete Kopf ist wieder an (ein neues Modell beginnt mit allen Köpfen an). „Köpfe messen“ drücken.</numerusform>
            <numerusform>Modell: %1. Die %n auf dem vorigen Modell abgeschalteten Köpfe sind wieder an (ein neues Modell beginnt mit allen Köpfen an). „Köpfe messen“ drücken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="225"/>
        <source>Measured %n head(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>%n Kopf über %1 Paare gemessen (%2).</numerusform>
            <numerusform>%n Köpfe über %1 Paare gemessen (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="244"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev BLEU (greedy)</source>
        <translation>Dev-BLEU (greedy)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev loss (token NLL)</source>
        <translation>Dev-Loss (Token-NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="36"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="37"/>
        <source>Each round switches off 10 % of the heads in scope, rounded up to whole heads, the least important first; importance is measured again after every round (Michel et al. 2019, §4).</source>
        <translation>Jede Runde schaltet 10 % der betrachteten Köpfe ab, auf ganze Köpfe aufgerundet, die unwichtigsten zuerst; die Wichtigkeit wird nach jeder Runde neu gemessen (Michel et al. 2019, §4).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="41"/>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="48"/>
        <source>Heads switched off (%)</source>
        <translation>Abgeschaltete Köpfe (%)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="85"/>
        <source>Pruning curve: %n curve(s).</source>
        <translation>
            <numerusform>Pruning-Kurve: %n Kurve.</numerusform>
            <numerusform>Pruning-Kurve: %n Kurven.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="91"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="91"/>
        <source>dev loss (token NLL)</source>
        <translation>Dev-Loss (Token-NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="95"/>
        <source>all heads (%1)</source>
        <translation>alle Köpfe (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="96"/>
        <source>encoder self only (%1)</source>
        <translation>nur Encoder-Self (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="97"/>
        <source>decoder self only (%1)</source>
        <translation>nur Decoder-Self (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="98"/>
        <source>cross only (%1)</source>
        <translation>nur Cross (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="117"/>
        <source>There is no pruning curve yet.</source>
        <translation>Es gibt noch keine Pruning-Kurve.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="138"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf);;CSV table (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF (*.pdf);;CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="139"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="140"/>
        <source>Pharaoh links (*.align *.txt)</source>
        <translation>Pharaoh-Links (*.align *.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="141"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="147"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>positional: the maximum is at offset %1 in %2 % of queries</source>
        <translation>positionell: das Maximum liegt bei Versatz %1 in %2 % der Anfragen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>attends to EOS/BOS: the maximum is on EOS or BOS (the decoder&apos;s first input: &lt;pad&gt; in a Marian model) in %1 % of queries</source>
        <translation>achtet auf EOS/BOS: das Maximum liegt in %1 % der Anfragen auf EOS oder BOS (der ersten Eingabe des Decoders: &lt;pad&gt; in einem Marian-Modell)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>rare token: the maximum is on the sentence's rarest token in %1 % of queries</source>
        <translation>seltenes Token: das Maximum liegt in %1 % der Anfragen auf dem seltensten Token des Satzes</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule</source>
        <translation>Die Regel</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Best head or layer mean</source>
        <translation>Bester Kopf oder bestes Schichtmittel</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule (default): among both steps and every decoder layer&apos;s mean, the one whose links are the most consistent over the pairs (a target word linked to the same source word each time), computed without gold links. Best: the lowest AER on the first half of the gold pairs, scored on the second half; without gold, the rule&apos;s choice among every head and layer mean.</source>
        <translation>Die Regel (Standard): unter beiden Schritten und dem Mittel jeder Decoder-Schicht dasjenige, dessen Links über die Paare am beständigsten sind (ein Zielwort jedes Mal mit demselben Quellwort verbunden), ohne Gold-Links berechnet. Bestes: die niedrigste AER auf der ersten Hälfte der Gold-Paare, bewertet auf der zweiten Hälfte; ohne Gold die Wahl der Regel unter allen Köpfen und Schichtmitteln.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>step chosen by the rule</source>
        <translation>Schritt nach der Regel</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: any piece linked</source>
        <translation>Zusammenführen: irgendein Teilstück verbunden</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: argmax of word rows</source>
        <translation>Zusammenführen: Argmax der Wortzeilen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>How piece attention becomes word links: link two words when any of their pieces are linked (Garg et al., Zenkel et al., Chen et al.: published AER uses this), or average a target word&apos;s piece rows and sum a source word&apos;s piece columns before the argmax.</source>
        <translation>Wie aus der Attention der Teilstücke Wort-Links werden: zwei Wörter verbinden, wenn irgendwelche ihrer Teilstücke verbunden sind (Garg et al., Zenkel et al., Chen et al.: veröffentlichte AER-Werte verwenden dies), oder die Teilstück-Zeilen eines Zielworts mitteln und die Teilstück-Spalten eines Quellworts summieren, bevor das Argmax genommen wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pair %1 of %2, links from %3, %4.</source>
        <translation>Paar %1 von %2, Links aus %3, %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen by the rule: its links are the most consistent over the pairs (H(source word | target word) %1 bits; next %2, %3 bits).</source>
        <translation>Von der Regel gewählt: seine Links sind über die Paare am beständigsten (H(Quellwort | Zielwort) %1 Bit; danach %2, %3 Bit).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen on pairs 1–%1 (AER %2 there); against the gold of pairs %3–%4: AER %5, precision %6, recall %7.</source>
        <translation>Gewählt auf den Paaren 1–%1 (AER dort %2); gegen das Gold der Paare %3–%4: AER %5, Präzision %6, Recall %7.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>(fast_align scores about 0.28 AER on German–English, GIZA++ about 0.21.)</source>
        <translation>(fast_align erreicht etwa 0,28 AER auf Deutsch–Englisch, GIZA++ etwa 0,21.)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 head %2 (%3)</source>
        <translation>Schicht %1 Kopf %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 mean (%2)</source>
        <translation>Mittel der Schicht %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Matrix</source>
        <translation>Matrix-Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic: lines, or a matrix above 12 words. Lines: source words on top, target words below, a line per weight. Matrix: source words as columns, target words as rows, the weight as colour, a dot per link and an orange frame per gold link (dotted: possible); crossing lines of long sentences read better as a matrix.</source>
        <translation>Automatisch: Linien, über 12 Wörtern eine Matrix. Linien: Quellwörter oben, Zielwörter unten, eine Linie pro Gewicht. Matrix: Quellwörter als Spalten, Zielwörter als Zeilen, das Gewicht als Farbe, ein Punkt pro Link und ein orangefarbener Rahmen pro Gold-Link (gepunktet: möglich); die sich kreuzenden Linien langer Sätze liest man besser als Matrix.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Draw as:</source>
        <translation>Darstellen als:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links…</source>
        <translation>Links eines anderen Aligners bewerten…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Reads a Pharaoh file (one line per pair, “i-j” from 0, as fast_align, GIZA++ or eflomal write) and scores it against the gold links with the same scorer.</source>
        <translation>Liest eine Pharaoh-Datei (eine Zeile pro Paar, „i-j“ ab 0, wie fast_align, GIZA++ oder eflomal sie schreiben) und bewertet sie mit demselben Verfahren gegen die Gold-Links.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links</source>
        <translation>Links eines anderen Aligners bewerten</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pharaoh links (*.align *.txt);;All files (*)</source>
        <translation>Pharaoh-Links (*.align *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized into characters, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (in Zeichen zerlegt wie das Dev-BLEU des Laufs)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized %1, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (zerlegt mit %1 wie das Dev-BLEU des Laufs)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>%1 (another aligner, same pairs, same scorer): AER %2, precision %3, recall %4.</source>
        <translation>%1 (anderer Aligner, gleiche Paare, gleiche Bewertung): AER %2, Präzision %3, Recall %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Over the %n pair(s) aligned, against the gold links: AER %1, precision %2, recall %3.</source>
        <translation>
            <numerusform>Über das %n ausgerichtete Paar, gegen die Gold-Links: AER %1, Präzision %2, Recall %3.</numerusform>
            <numerusform>Über die %n ausgerichteten Paare, gegen die Gold-Links: AER %1, Präzision %2, Recall %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>Measured with every head on. Dev loss (token NLL) %1 over %2 pairs, %3 target tokens (%4). Most needed head: %5 layer %6 head %7 (dev loss %8 without it). Click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>Gemessen mit allen Köpfen eingeschaltet. Dev-Loss (Token-NLL) %1 über %2 Paare, %3 Zieltokens (%4). Am meisten gebraucht: %5 Schicht %6 Kopf %7 (Dev-Loss %8 ohne ihn). Einen Kopf anklicken, um ihn abzuschalten; Rechtsklick für seine Attention. Abzeichen: P positionell, E achtet auf EOS/BOS, R seltenes Token.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>Pruning curve: %n curve(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>Pruning-Kurve: %n Kurve über %1 Paare (%2).</numerusform>
            <numerusform>Pruning-Kurve: %n Kurven über %1 Paare (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Attention step</source>
        <translation>Attention-Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Merge rule</source>
        <translation>Zusammenführungsregel</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>target first</source>
        <translation>Ziel zuerst</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>The gold names the target word first (“j-i”), e.g. the RWTH German–English gold read for an English→German model: its sides are swapped</source>
        <translation>Das Gold nennt zuerst das Zielwort („j-i“), z. B. das RWTH-Gold Deutsch–Englisch, gelesen für ein Modell Englisch→Deutsch: seine Seiten werden vertauscht</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>%n head(s) switched off on the Heads tab: these links are not the whole model&apos;s.</source>
        <translation>
            <numerusform>%n Kopf im Reiter Köpfe abgeschaltet: Diese Verknüpfungen sind nicht die des ganzen Modells.</numerusform>
            <numerusform>%n Köpfe im Reiter Köpfe abgeschaltet: Diese Verknüpfungen sind nicht die des ganzen Modells.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>The weights drawn are each target word&apos;s mean attention row over the source words, renormalised without BOS and EOS.</source>
        <translation>Die gezeichneten Gewichte sind die mittlere Attention-Zeile jedes Zielworts über die Quellwörter, ohne BOS und EOS neu normiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Michel et al. 2019: |∂L/∂ξ_h| of each sentence&apos;s loss (token NLL, no label smoothing), averaged over the pairs, then ℓ2-normalised over the heads of each layer: compare heads within a layer</source>
        <translation>Michel et al. 2019: |∂L/∂ξ_h| des Verlusts jedes Satzes (Token-NLL, ohne Label Smoothing), über die Paare gemittelt, dann über die Köpfe jeder Schicht ℓ2-normiert: Köpfe innerhalb einer Schicht vergleichen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Voita et al. 2019: a query&apos;s largest weight, averaged over the queries; BOS, EOS and padding queries are left out, the largest weight is over every key (EOS included)</source>
        <translation>Voita et al. 2019: das größte Gewicht einer Query, über die Queries gemittelt; BOS-, EOS- und Padding-Queries bleiben außen vor, das größte Gewicht wird über alle Keys genommen (EOS eingeschlossen)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureDiagram</name>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="103"/>
        <source>Click a block (or use the arrow keys) to see its shapes, parameters and formula.</source>
        <translation>Klicken Sie auf einen Block (oder verwenden Sie die Pfeiltasten), um seine Tensorformen, Parameter und Formel zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="123"/>
        <source>Input Embedding</source>
        <translation>Eingabe-Embedding</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="124"/>
        <source>Output Embedding</source>
        <translation>Ausgabe-Embedding</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="126"/>
        <source>Positional Encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="127"/>
        <source>Multi-Head Attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="128"/>
        <source>Masked Multi-Head Attention</source>
        <translation>Maskierte Multi-Head-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="129"/>
        <source>Multi-Head Attention (encoder–decoder)</source>
        <translation>Multi-Head-Attention (Encoder–Decoder)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="134"/>
        <source>Add &amp; Norm</source>
        <translation>Addieren &amp; Normieren</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="136"/>
        <source>Feed Forward</source>
        <translation>Feed-Forward-Netz</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="137"/>
        <source>Linear</source>
        <translation>Lineare Schicht</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="138"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="204"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="205"/>
        <source>Outputs (shifted right)</source>
        <translation>Ausgaben (nach rechts verschoben)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="206"/>
        <source>Output Probabilities</source>
        <translation>Ausgabewahrscheinlichkeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="1"/>
        <source>Add (pre-norm)</source>
        <translation>Addieren (Pre-Norm)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureSection</name>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model adds a fixed bias to each word&apos;s score (Marian&apos;s final_logits_bias).</source>
        <translation>Dieses Modell addiert zu jedem Wortwert eine feste Verschiebung (Marians final_logits_bias).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a GELU (z · Φ(z)) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Zwei lineare Abbildungen mit einer GELU (z · Φ(z)) dazwischen, wo das Paper eine ReLU hat, auf jede Position einzeln angewandt: d_model → d_ff → d_model (§3.3, Gl. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a SiLU (z · σ(z), Marian&apos;s &quot;swish&quot;) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Zwei lineare Abbildungen mit einer SiLU (z · σ(z), Marians „swish“) dazwischen, wo das Paper eine ReLU hat, auf jede Position einzeln angewandt: d_model → d_ff → d_model (§3.3, Gl. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model lays the same sines and cosines out as Marian does: every sine first, then every cosine, where the paper interleaves them.</source>
        <translation>Dieses Modell ordnet dieselben Sinus- und Kosinuswerte wie Marian an: zuerst alle Sinuswerte, dann alle Kosinuswerte, wo das Paper sie abwechselt.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="54"/>
        <source>Looks up a learned vector of d_model numbers for every source token and multiplies it by √d_model (§3.4).</source>
        <translation>Schlägt für jedes Quell-Token einen gelernten Vektor aus d_model Zahlen nach und multipliziert ihn mit √d_model (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="57"/>
        <source>The same for the decoder&apos;s input: the translation so far, shifted right by one position so that position t sees only the tokens before it (§3.4).</source>
        <translation>Dasselbe für die Eingabe des Decoders: die bisherige Übersetzung, um eine Position nach rechts verschoben, sodass Position t nur die Tokens vor ihr sieht (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="61"/>
        <source>Adds a vector that depends only on the position, so that attention, which ignores order, can tell positions apart (§3.5).</source>
        <translation>Addiert einen Vektor, der nur von der Position abhängt, damit die Attention, die die Reihenfolge ignoriert, Positionen unterscheiden kann (§3.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="64"/>
        <source>Every source token looks at every source token, with h heads in parallel (§3.2.2, §3.2.3).</source>
        <translation>Jedes Quell-Token schaut auf jedes Quell-Token, mit h parallelen Köpfen (§3.2.2, §3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="67"/>
        <source>Every target position looks at itself and the positions before it; the mask hides the future (§3.2.3).</source>
        <translation>Jede Zielposition schaut auf sich selbst und die Positionen davor; die Maske verbirgt die Zukunft (§3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="70"/>
        <source>The queries come from the decoder, the keys and values from the encoder&apos;s output: every target position looks at the whole source (§3.2.3).</source>
        <translation>Die Queries kommen vom Decoder, die Keys und Values aus der Ausgabe des Encoders: Jede Zielposition schaut auf die ganze Quelle (§3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="77"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection); this model normalises before each sub-layer (pre-norm), not after it as the paper does (§3.1).</source>
        <translation>Addiert die Ausgabe der Teilschicht zu ihrer Eingabe (die Residualverbindung); dieses Modell normalisiert vor jeder Teilschicht (Pre-Norm), nicht danach wie das Paper (§3.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="80"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection) and normalises each position to mean 0 and variance 1, then scales and shifts it (§3.1).</source>
        <translation>Addiert die Ausgabe der Teilschicht zu ihrer Eingabe (die Residualverbindung), normalisiert jede Position auf Mittelwert 0 und Varianz 1 und skaliert und verschiebt sie dann (§3.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="85"/>
        <source>Two linear maps with a ReLU between them, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Zwei lineare Abbildungen mit einer ReLU dazwischen, auf jede Position einzeln angewandt: d_model → d_ff → d_model (§3.3, Gl. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="88"/>
        <source>Maps each decoder output to one score (logit) per word of the target vocabulary (§3.4).</source>
        <translation>Bildet jede Ausgabe des Decoders auf einen Score (Logit) pro Wort des Zielvokabulars ab (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="91"/>
        <source>Turns the scores into probabilities for the next token (§3.4).</source>
        <translation>Wandelt die Scores in Wahrscheinlichkeiten für das nächste Token um (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="101"/>
        <source>&lt;h3&gt;The model architecture (Figure 1, §3.1)&lt;/h3&gt;&lt;p&gt;The encoder (left) reads the source sentence and turns every token into a vector of d_model numbers that depends on the whole sentence; the decoder (right) produces the translation one token after another, looking at the tokens it has produced and at the encoder&apos;s output. Both are stacks of N identical layers. Click a block to see what it computes for the sentence above.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Modellarchitektur (Abbildung 1, §3.1)&lt;/h3&gt;&lt;p&gt;Der Encoder (links) liest den Quellsatz und macht aus jedem Token einen Vektor aus d_model Zahlen, der vom ganzen Satz abhängt; der Decoder (rechts) erzeugt die Übersetzung Token für Token und schaut dabei auf die bereits erzeugten Tokens und auf die Ausgabe des Encoders. Beide sind Stapel aus N identischen Schichten. Klicken Sie auf einen Block, um zu sehen, was er für den Satz oben berechnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="129"/>
        <source>Source: %1 → greedy translation “%2”. d_model = %3, h = %4, d_ff = %5; %6 parameters in all.</source>
        <translation>Quelle: %1 → greedy-Übersetzung „%2“. d_model = %3, h = %4, d_ff = %5; insgesamt %6 Parameter.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="160"/>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>Shapes for this sentence</source>
        <translation>Tensorformen für diesen Satz</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>in:</source>
        <translation>Eingabe:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="166"/>
        <source>out:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="167"/>
        <source>inside:</source>
        <translation>innen:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="168"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="170"/>
        <source>%1 per layer × %2 layers = %3</source>
        <translation>%1 pro Schicht × %2 Schichten = %3</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model learns its position vectors, one row per position, where the paper computes sines and cosines (Table 3, row E: nearly identical results).</source>
        <translation>Dieses Modell lernt seine Positionsvektoren, eine Zeile pro Position, wo das Paper Sinus- und Kosinuswerte berechnet (Tabelle 3, Zeile E: nahezu gleiche Ergebnisse).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>After its last layer the stack normalises its output once more (a final LayerNorm of 2 × d_model parameters, not drawn in the figure).</source>
        <translation>Nach seiner letzten Schicht normalisiert der Stapel seine Ausgabe noch einmal (eine abschließende LayerNorm mit 2 × d_model Parametern, in der Abbildung nicht gezeichnet).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Looks up a learned vector of d_model numbers for every source token (§3.4). Unlike the paper, this model does not multiply it by √d_model.</source>
        <translation>Schlägt für jedes Quell-Token einen gelernten Vektor aus d_model Zahlen nach (§3.4). Anders als das Paper multipliziert dieses Modell ihn nicht mit √d_model.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the embeddings and the output projection (§3.4); it is counted once, under the source embedding.</source>
        <translation>Eine Matrix teilen sich die Embeddings und die Ausgabeprojektion (§3.4); sie wird einmal gezählt, beim Quell-Embedding.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the source and target embeddings (one vocabulary for both sides), counted once, under the source embedding; the output projection has its own.</source>
        <translation>Quell- und Ziel-Embedding teilen sich eine Matrix (ein Vokabular für beide Seiten), einmal gezählt, beim Quell-Embedding; die Ausgabeprojektion hat ihre eigene.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>The target embedding and the output projection share one matrix (§3.4), counted once, under the target embedding; the source has its own vocabulary and embedding.</source>
        <translation>Ziel-Embedding und Ausgabeprojektion teilen sich eine Matrix (§3.4), einmal gezählt, beim Ziel-Embedding; die Quelle hat ihr eigenes Vokabular und Embedding.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Unlike the paper, this model does not multiply the embeddings by √d_model.</source>
        <translation>Anders als das Paper multipliziert dieses Modell die Embeddings nicht mit √d_model.</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionInspector</name>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="32"/>
        <source>The three attentions of §3.2.3: the encoder attending to the source, the decoder to its own earlier outputs (masked), and the decoder to the encoder&apos;s output.</source>
        <translation>Die drei Attention-Arten aus §3.2.3: der Encoder achtet auf die Quelle, der Decoder auf seine eigenen früheren Ausgaben (maskiert) und der Decoder auf die Ausgabe des Encoders.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="35"/>
        <source>Layer </source>
        <translation>Schicht </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="38"/>
        <source>One of the h heads (§3.2.2), or their mean.</source>
        <translation>Einer der h Köpfe (§3.2.2) oder ihr Mittelwert.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="39"/>
        <source>Export heatmap…</source>
        <translation>Heatmap-Export…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="40"/>
        <source>The heatmap as PNG, SVG or PDF, or its numbers as CSV.</source>
        <translation>Die Heatmap als PNG, SVG oder PDF oder ihre Zahlen als CSV.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="41"/>
        <source>Export grid…</source>
        <translation>Raster-Export…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Target token</source>
        <translation>Ziel-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Summed attention</source>
        <translation>Summierte Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="79"/>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="80"/>
        <source>All heads</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="81"/>
        <source>Masks</source>
        <translation>Masken</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="83"/>
        <source>Click a source token in the cross-attention to select it, Ctrl+click to add more: their attention is summed. Attention weights show where the model looks, not why it decides.</source>
        <translation>Klicken Sie in der Cross-Attention auf ein Quell-Token, um es auszuwählen, mit Strg+Klick fügen Sie weitere hinzu: Deren Attention wird summiert. Attention-Gewichte zeigen, wohin das Modell schaut, nicht, warum es sich so entscheidet.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="149"/>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="150"/>
        <source>Mean of heads</source>
        <translation>Mittel der Köpfe</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="197"/>
        <source>Causal mask of the decoder (§3.2.3): −∞ above the diagonal</source>
        <translation>Kausale Maske des Decoders (§3.2.3): −∞ oberhalb der Diagonale</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="227"/>
        <source>Attention on %1, summed:</source>
        <translation>Attention auf %1, summiert:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images (*.png *.svg)</source>
        <translation>Bilder (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images and numbers (*.png *.svg *.pdf *.csv)</source>
        <translation>Bilder und Zahlen (*.png *.svg *.pdf *.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the grid</source>
        <translation>Raster exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the heatmap</source>
        <translation>Heatmap exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="270"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of lines %1–%2, decoded together as one batch: −∞ on padded positions</source>
        <translation>Padding-Maske der Zeilen %1–%2, zusammen als ein Batch decodiert: −∞ an aufgefüllten Positionen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of one sentence, translated alone: nothing is padded</source>
        <translation>Padding-Maske eines Satzes, allein übersetzt: nichts ist aufgefüllt</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionSection</name>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="21"/>
        <source>&lt;h3&gt;Scaled dot-product attention (§3.2.1, Eq. 1)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V. For one query token, the model compares its query vector q with the key vector k of every token (the dot product), divides by √d&lt;sub&gt;k&lt;/sub&gt; so that large dimensions do not push the softmax into regions with tiny gradients, turns the scores into weights that sum to 1 with the softmax, and returns the weighted sum of the value vectors. Below, one head of one encoder self-attention layer works through the sentence with the open model&apos;s own numbers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skalierte Skalarprodukt-Attention (§3.2.1, Gl. 1)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V. Für ein Query-Token vergleicht das Modell seinen Query-Vektor q mit dem Key-Vektor k jedes Tokens (das Skalarprodukt), teilt durch √d&lt;sub&gt;k&lt;/sub&gt;, damit große Dimensionen die Softmax nicht in Bereiche mit winzigen Gradienten treiben, macht aus den Scores mit der Softmax Gewichte, die sich zu 1 summieren, und gibt die gewichtete Summe der Value-Vektoren zurück. Unten rechnet ein Kopf einer Self-Attention-Schicht des Encoders den Satz mit den Zahlen des geöffneten Modells durch.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="30"/>
        <source>Encoder layer:</source>
        <translation>Encoder-Schicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="31"/>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="32"/>
        <source>Query token:</source>
        <translation>Query-Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="71"/>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1, so the scores are divided by √%1 = %2. Query: “%3”.</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1, also werden die Scores durch √%1 = %2 geteilt. Query: „%3“.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="82"/>
        <source>Key token</source>
        <translation>Key-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="82"/>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="83"/>
        <source>softmax × v[%1]</source>
        <translation>Softmax × v[%1]</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="104"/>
        <source>Sum (= output)</source>
        <translation>Summe (= Ausgabe)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_attention.cpp" line="118"/>
        <source>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first %n dimension(s) of the output.</source>
        <translation>
            <numerusform>Die Query „%1“ achtet am stärksten auf „%2“ (Gewicht %3). Die letzte Zeile ist die Ausgabe dieses Kopfes für die Query: Die Gewichte summieren sich zu 1, die gewichteten Values zur ersten Dimension der Ausgabe.</numerusform>
            <numerusform>Die Query „%1“ achtet am stärksten auf „%2“ (Gewicht %3). Die letzte Zeile ist die Ausgabe dieses Kopfes für die Query: Die Gewichte summieren sich zu 1, die gewichteten Values zu den ersten %n Dimensionen der Ausgabe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionPanel</name>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>cross</source>
        <translation>Cross</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>decoder self</source>
        <translation>Decoder-Self</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="24"/>
        <source>%1 · layer %2 · head %3 (τ %4)</source>
        <translation>%1 · Schicht %2 · Kopf %3 (τ %4)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="132"/>
        <source>source │ target prefix</source>
        <translation>Quelle │ Zielpräfix</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="133"/>
        <source>explained token</source>
        <translation>erklärtes Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>saliency</source>
        <translation>Salienz</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>input × gradient</source>
        <translation>Eingabe × Gradient</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="138"/>
        <source>integrated gradients</source>
        <translation>Integrated Gradients</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="140"/>
        <source>share of |score|</source>
        <translation>Anteil an |Wert|</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="187"/>
        <source>log p(%1) = %2.</source>
        <translation>log p(%1) = %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="188"/>
        <source>log p(%1) − log p(%2) = %3.</source>
        <translation>log p(%1) − log p(%2) = %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="190"/>
        <source>Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, completeness gap %4 %.</source>
        <translation>Integrated Gradients, %1 Schritte: Σ Werte = %2, f(x) − f(Basislinie) = %3, Vollständigkeitslücke %4 %.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="211"/>
        <source>Largest: %1.</source>
        <translation>Am größten: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="30"/>
        <source>a source sentence</source>
        <translation>ein Quellsatz</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Saliency |∇|</source>
        <translation>Salienz |∇|</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Input × gradient</source>
        <translation>Eingabe × Gradient</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Integrated gradients</source>
        <translation>Integrated Gradients</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="36"/>
        <source>Gradients of log p(token) at each token&apos;s embedding. Integrated gradients (Sundararajan et al. 2017) integrates them from a baseline of zero embeddings (BOS and EOS kept as they are: they score 0); its scores add up to the change of log p (with an alternative token: of log p(token) − log p(alternative)).</source>
        <translation>Gradienten von log p(Token) am Embedding jedes Tokens. Integrated Gradients (Sundararajan et al. 2017) integriert sie ab einer Basislinie aus Null-Embeddings (BOS und EOS bleiben, wie sie sind, und erhalten den Wert 0); seine Werte summieren sich zur Änderung von log p (mit einem alternativen Token: von log p(Token) − log p(Alternative)).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="42"/>
        <source>Gradient evaluations per token, placed where the path needs them; a token whose completeness gap is still above 5 % gets up to four times as many</source>
        <translation>Gradientenauswertungen je Token, dort gesetzt, wo der Pfad sie braucht; ein Token, dessen Vollständigkeitslücke noch über 5 % liegt, bekommt bis zu viermal so viele</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="45"/>
        <source>optional: an alternative token</source>
        <translation>optional: ein alternatives Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="46"/>
        <source>Explain log p(token) − log p(alternative) at the selected token: why this token rather than that one (Yin &amp; Neubig 2022)</source>
        <translation>log p(Token) − log p(Alternative) am gewählten Token erklären: warum dieses Token und nicht jenes (Yin &amp; Neubig 2022)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="48"/>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="49"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="52"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="54"/>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="57"/>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="59"/>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="61"/>
        <source>Rather than:</source>
        <translation>Statt:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="68"/>
        <source>Type a sentence and press Explain.</source>
        <translation>Einen Satz eingeben und „Erklären“ drücken.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Subword pieces</source>
        <translation>Subwort-Teile</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="76"/>
        <source>Colours span the values</source>
        <translation>Farben spannen die Werte</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="77"/>
        <source>Off: 0 to 1, comparable between tokens and heads</source>
        <translation>Aus: 0 bis 1, vergleichbar zwischen Tokens und Köpfen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="79"/>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="81"/>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="84"/>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="94"/>
        <source>Heads that agree most (Kendall τ):</source>
        <translation>Köpfe mit der größten Übereinstimmung (Kendall τ):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="219"/>
        <source>Computing gradients…</source>
        <translation>Gradienten werden berechnet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attribution_panel.cpp" line="232"/>
        <source>Explained %n token(s) of “%1”.</source>
        <translation>
            <numerusform>%n Token von „%1“ erklärt.</numerusform>
            <numerusform>%n Tokens von „%1“ erklärt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="246"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="260"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>Einen Checkpoint öffnen (Datei ▸ Öffnen) oder das Modell aus dem Training nehmen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="271"/>
        <source> rather than %1</source>
        <translation> statt %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Heads were switched on or off on the Analyze page: explain again to see the attribution with them.</source>
        <translation>Auf der Analyse-Seite wurden Köpfe an- oder abgeschaltet: erneut „Erklären“, um die Attribution mit ihnen zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>optional: a translation to explain (else the model&apos;s own, searched as on the Translate page)</source>
        <translation>optional: eine zu erklärende Übersetzung (sonst die eigene des Modells, gesucht wie auf „Übersetzen“)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, so near 0 that a share says nothing: Σ scores misses it by %4 (nats).</source>
        <translation>Integrierte Gradienten, %1 Schritte: Σ Werte = %2, f(x) − f(Basis) = %3, so nahe an 0, dass ein Anteil nichts aussagt: Σ Werte verfehlt es um %4 (Nats).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>The gap is above 5 % (or 0.05 nats): the sum is not yet complete (the gradient changes too fast along the path for these steps, e.g. where a ReLU switches). Raise the steps, e.g. to %1.</source>
        <translation>Die Lücke liegt über 5 % (bzw. 0,05 Nats): Die Summe ist noch nicht vollständig (der Gradient ändert sich entlang des Pfads zu schnell für diese Schritte, z. B. wo eine ReLU umschaltet). Erhöhen Sie die Schritte, z. B. auf %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>Ein Satz war länger als die Positionen des Modells und wurde gekürzt.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Click: show the head beside the attribution. Double click or Enter: the explained pair&apos;s attention on Translate, at this head.</source>
        <translation>Klick: den Kopf neben der Attribution zeigen. Doppelklick oder Eingabetaste: die Attention des erklärten Paars auf „Übersetzen“, bei diesem Kopf.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="1"/>
        <source>The gap is above 5 % (or 0.05 nats) even at the most steps (%1): read these scores as approximate (the gradient jumps along the path, e.g. where a ReLU switches).</source>
        <translation>Die Lücke liegt selbst bei den meisten Schritten (%1) über 5 % (bzw. 0,05 Nats): Lesen Sie diese Werte als Näherung (der Gradient springt entlang des Pfads, z. B. wo eine ReLU umschaltet).</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointPanel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="46"/>
        <source>No run yet: checkpoints appear here as training saves them.</source>
        <translation>Noch kein Trainingslauf: Checkpoints erscheinen hier, sobald das Training sie speichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="49"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="50"/>
        <source>Opens the checkpoint on every page: its curves (from its stored history) and settings here, its model on the Translate, Analyze and Learn pages.</source>
        <translation>Öffnet den Checkpoint auf allen Seiten: seine Kurven (aus seinem gespeicherten Verlauf) und Einstellungen hier, sein Modell auf den Seiten „Übersetzen“, „Analysieren“ und „Lernen“.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="51"/>
        <source>Resume training</source>
        <translation>Training fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="52"/>
        <source>Continues this run from the checkpoint, in its folder, with its own settings and data, up to Steps.</source>
        <translation>Setzt diesen Lauf ab dem Checkpoint fort, in seinem Ordner, mit seinen eigenen Einstellungen und Daten, bis „Schritte“ erreicht ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="54"/>
        <source>Fine-tune (new run)</source>
        <translation>Feinabstimmen (neuer Lauf)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="55"/>
        <source>Starts a new run from this checkpoint&apos;s weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page. Unlike Resume, the checkpoint&apos;s run is left as it is.</source>
        <translation>Startet einen neuen Lauf mit den Gewichten, dem Modell und dem Tokenizer dieses Checkpoints, mit neuem Optimierer und neuem Lernraten-Zeitplan, auf den auf der Seite „Daten“ gewählten Daten. Anders als beim Fortsetzen bleibt der Lauf des Checkpoints unverändert.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="58"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="59"/>
        <source>Copies the checkpoint to a file of your choice.</source>
        <translation>Kopiert den Checkpoint in eine Datei Ihrer Wahl.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="64"/>
        <source>newest </source>
        <translation>neueste </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="65"/>
        <source>Average</source>
        <translation>Mitteln</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="66"/>
        <source>Averages the weights of the newest k numbered checkpoints into a new weights-only checkpoint, as the paper does with the last 5 (base) or 20 (big) checkpoints (§6.1).</source>
        <translation>Mittelt die Gewichte der neuesten k nummerierten Checkpoints zu einem neuen Checkpoint nur mit Gewichten, wie es das Paper mit den letzten 5 (base) oder 20 (big) Checkpoints tut (§6.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="108"/>
        <source>Cannot average</source>
        <translation>Mitteln nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="122"/>
        <source>Run folder: %1</source>
        <translation>Ordner des Laufs: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="174"/>
        <source>There is no checkpoint to save yet: training writes one at every evaluation and when it stops.</source>
        <translation>Es gibt noch keinen Checkpoint zum Speichern: Das Training schreibt bei jeder Evaluation und beim Anhalten einen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="178"/>
        <source>%1 is the checkpoint itself; choose another name.</source>
        <translation>%1 ist der Checkpoint selbst; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="182"/>
        <source>A copy is being saved; wait until it is written.</source>
        <translation>Eine Kopie wird gespeichert; warten Sie, bis sie geschrieben ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="187"/>
        <source>Saving a copy of %1 as %2…</source>
        <translation>Kopie von %1 wird als %2 gespeichert…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="195"/>
        <source>Could not copy %1 to %2: %3</source>
        <translation>%1 konnte nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="201"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="217"/>
        <source>Saved a copy of %1 as %2</source>
        <translation>Kopie von %1 als %2 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="224"/>
        <source>No checkpoint yet</source>
        <translation>Noch kein Checkpoint</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="225"/>
        <source>This run has no checkpoint yet: training writes one at every evaluation and when it stops.</source>
        <translation>Dieser Lauf hat noch keinen Checkpoint: Das Training schreibt bei jeder Evaluation und beim Anhalten einen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="228"/>
        <source>Save checkpoint as</source>
        <translation>Checkpoint speichern unter</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="230"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>Checkpoints (*.ckpt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="114"/>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="233"/>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="238"/>
        <source>An average is being computed; wait until it is written.</source>
        <translation>Ein Mittelwert wird gerade berechnet; warten Sie, bis er geschrieben ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="243"/>
        <source>Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</source>
        <translation>
            <numerusform>Das Mitteln des neuesten %n braucht %n nummerierten Checkpoint (checkpoint-STEP.ckpt); der Ordner %1 enthält %2. Verringern Sie k oder trainieren Sie länger (bei jeder Evaluation wird einer geschrieben).</numerusform>
            <numerusform>Das Mitteln der neuesten %n braucht %n nummerierte Checkpoints (checkpoint-STEP.ckpt); der Ordner %1 enthält %2. Verringern Sie k oder trainieren Sie länger (bei jeder Evaluation wird einer geschrieben).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="255"/>
        <source>Averaging %n checkpoints (steps %L1 to %L2) into %3…</source>
        <translation>
            <numerusform>%n Checkpoint (Schritte %L1 bis %L2) wird nach %3 gemittelt…</numerusform>
            <numerusform>%n Checkpoints (Schritte %L1 bis %L2) werden nach %3 gemittelt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="246"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="276"/>
        <source>Averaging failed</source>
        <translation>Mitteln fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="281"/>
        <source>Wrote %1 (weights only: it translates, it does not resume)</source>
        <translation>%1 geschrieben (nur Gewichte: zum Übersetzen, nicht zum Fortsetzen)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>A run is training: average its checkpoints after it stops.</source>
        <translation>Ein Lauf trainiert gerade: mitteln Sie seine Checkpoints, nachdem er beendet ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>Checkpoints to average</source>
        <translation>Zu mittelnde Checkpoints</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointTableModel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="93"/>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="103"/>
        <source>%1, step %L2</source>
        <translation>%1, Schritt %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="116"/>
        <source>Fine-tuned from %1 (its step %L2)</source>
        <translation>Feinabgestimmt aus %1 (dessen Schritt %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="129"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="130"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="131"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="132"/>
        <source>Dev BLEU</source>
        <translation>Dev-BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="133"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="134"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="135"/>
        <source>Fine-tuned from</source>
        <translation>Feinabgestimmt aus</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="0"/>
        <source>BLEU of greedy translations of the dev set at an evaluation during training; attention-studio-cli evaluate --beam 1 on the same sentences gives it again, its default beam search can score the same checkpoint differently.</source>
        <translation>BLEU gieriger Übersetzungen des Dev-Sets bei einer Auswertung während des Trainings; attention-studio-cli evaluate --beam 1 auf denselben Sätzen ergibt ihn wieder, seine voreingestellte Beam-Suche kann denselben Checkpoint anders bewerten.</translation>
    </message>
</context>
<context>
    <name>studio::app::ConfigDiffModel</name>
    <message>
        <location filename="../app/gui/runs/config_diff_model.cpp" line="31"/>
        <source>%1 differs from %2&apos;s %3</source>
        <translation>%1 weicht von %3 in %2 ab</translation>
    </message>
</context>
<context>
    <name>studio::app::DataPage</name>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="81"/>
        <source>The form has changed since the data was read: press Read data to use it.</source>
        <translation>Das Formular wurde geändert, seit die Daten eingelesen wurden: Drücken Sie „Daten einlesen“, um es zu übernehmen.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="150"/>
        <source>Fine-tuning keeps the model&apos;s own tokenizer; this one is not used.</source>
        <translation>Beim Feinabstimmen bleibt der Tokenizer des Modells; dieser hier wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="216"/>
        <source>The dataset of the last session could not be read again; the built-in numbers-de demo is shown instead.</source>
        <translation>Der Datensatz der letzten Sitzung konnte nicht erneut gelesen werden; stattdessen wird die eingebaute Demo numbers-de gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="221"/>
        <source>The previous dataset, %1, stays in effect.</source>
        <translation>Der bisherige Datensatz, %1, bleibt in Kraft.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="258"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; training pairs</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Trainingspaar</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Trainingspaare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="260"/>
        <source> from %Ln records</source>
        <translation>
            <numerusform> aus %Ln Datensatz</numerusform>
            <numerusform> aus %Ln Datensätzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="262"/>
        <source>; %Ln skipped because a side is empty</source>
        <translation>
            <numerusform>; %Ln übersprungen, weil eine Seite leer ist</numerusform>
            <numerusform>; %Ln übersprungen, weil eine Seite leer ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="267"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs, the demo&apos;s own</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Dev-Paar, das eigene der Demo</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Dev-Paare, die eigenen der Demo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="269"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs from %1</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Dev-Paar aus %1</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Dev-Paare aus %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="272"/>
        <source> (%Ln skipped because a side is empty)</source>
        <translation>
            <numerusform> (%Ln übersprungen, weil eine Seite leer ist)</numerusform>
            <numerusform> (%Ln übersprungen, weil eine Seite leer ist)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="274"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; of them held out as dev pairs when training starts</source>
        <translation>
            <numerusform>davon wird &lt;b&gt;%Ln&lt;/b&gt; beim Trainingsstart als Dev-Paar zurückgehalten</numerusform>
            <numerusform>davon werden &lt;b&gt;%Ln&lt;/b&gt; beim Trainingsstart als Dev-Paare zurückgehalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="276"/>
        <source>no dev pairs: too few training pairs to hold some out, so there is no dev BLEU</source>
        <translation>keine Dev-Paare: zu wenige Trainingspaare, um welche zurückzuhalten, daher gibt es kein Dev-BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="283"/>
        <source>&lt;b&gt;The data could not be read.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Die Daten konnten nicht gelesen werden.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="291"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Translate English number words into German ones (0 to 999999), where German puts units before tens: “twenty-one” becomes “einundzwanzig”.</source>
        <translation>Englische Zahlwörter ins Deutsche übersetzen (0 bis 999999), wobei das Deutsche die Einer vor die Zehner stellt: „twenty-one“ wird zu „einundzwanzig“.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Rewrite English dates from 1900 to 2099 in ten styles as ISO 8601, e.g. “the 3rd of March, 2021” becomes “2021-03-03” (numeric dates are month/day/year, US style).</source>
        <translation>Englische Datumsangaben von 1900 bis 2099 in zehn Schreibweisen als ISO 8601 umschreiben, z. B. wird „the 3rd of March, 2021“ zu „2021-03-03“ (numerische Daten sind Monat/Tag/Jahr, US-Stil).</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Reverse a sequence of 3 to 10 animal words, e.g. “cat dog fox” becomes “fox dog cat”.</source>
        <translation>Eine Folge von 3 bis 10 Tierwörtern umkehren, z. B. wird „cat dog fox“ zu „fox dog cat“.</translation>
    </message>
</context>
<context>
    <name>studio::app::DatasetChooser</name>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="38"/>
        <source>Source</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="40"/>
        <source>Pick a dataset used before…</source>
        <translation>Einen zuvor verwendeten Datensatz wählen…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="44"/>
        <source>Built-in demo task</source>
        <translation>Eingebaute Demo-Aufgabe</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="45"/>
        <source>Two line-aligned files</source>
        <translation>Zwei zeilenweise parallele Dateien</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="46"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>TSV file</source>
        <translation>TSV-Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="47"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines file</source>
        <translation>JSON-Lines-Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="56"/>
        <source>&amp;Read data</source>
        <translation>Daten &amp;einlesen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="57"/>
        <source>Read the chosen files and show their pairs; the Train page then trains on them.</source>
        <translation>Liest die gewählten Dateien und zeigt ihre Paare; die Seite „Training“ trainiert dann darauf.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="61"/>
        <source>Recent:</source>
        <translation>Zuletzt:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="62"/>
        <source>Format:</source>
        <translation>Dateiformat:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="89"/>
        <source>Built-in tasks are generated in the program; nothing has to be downloaded.</source>
        <translation>Eingebaute Aufgaben werden im Programm erzeugt; nichts muss heruntergeladen werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="90"/>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="97"/>
        <source>Text files (*.txt *.gz *.*)</source>
        <translation>Textdateien (*.txt *.gz *.*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="98"/>
        <source>Source-language file</source>
        <translation>Datei der Quellsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="99"/>
        <source>Target-language file</source>
        <translation>Datei der Zielsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="101"/>
        <source>Source file:</source>
        <translation>Quelldatei:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="102"/>
        <source>Target file:</source>
        <translation>Zieldatei:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>Tab-separated files (*.tsv *.txt *.gz);;All files (*)</source>
        <translation>Tabulatorgetrennte Dateien (*.tsv *.txt *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="117"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="142"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="120"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="145"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="124"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="148"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="125"/>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines (*.jsonl *.json *.gz);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="138"/>
        <source>e.g. en</source>
        <translation>z. B. en</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="140"/>
        <source>e.g. de</source>
        <translation>z. B. de</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="149"/>
        <source>Language keys:</source>
        <translation>Sprachschlüssel:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="167"/>
        <source>Generated by the program from a seed; nothing has to be downloaded.</source>
        <translation>Vom Programm aus einem Seed erzeugt; nichts muss heruntergeladen werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="168"/>
        <source>One sentence a line; line n of the target file translates line n of the source file (Moses, OPUS, Multi30k). Plain text or gzip.</source>
        <translation>Ein Satz pro Zeile; Zeile n der Zieldatei übersetzt Zeile n der Quelldatei (Moses, OPUS, Multi30k). Klartext oder gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="170"/>
        <source>Tab-separated rows, columns counted from 1 (Anki and manythings exports: 1 and 2; Tatoeba pair exports: 2 and 4). Plain text or gzip.</source>
        <translation>Tabulatorgetrennte Zeilen, Spalten ab 1 gezählt (Exporte von Anki und manythings: 1 und 2; Paar-Exporte von Tatoeba: 2 und 4). Klartext oder gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="172"/>
        <source>One JSON object a line, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} or {&quot;en&quot;: …, &quot;de&quot;: …}; the keys name the languages. Plain text or gzip.</source>
        <translation>Ein JSON-Objekt pro Zeile, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} oder {&quot;en&quot;: …, &quot;de&quot;: …}; die Schlüssel benennen die Sprachen. Klartext oder gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="249"/>
        <source> · dev %L1 %</source>
        <translation> · Dev %L1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="251"/>
        <source> · dev files</source>
        <translation> · Dev-Dateien</translation>
    </message>
</context>
<context>
    <name>studio::app::DevSetChooser</name>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="15"/>
        <source>Dev set</source>
        <translation>Dev-Set</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="16"/>
        <source>Pairs the model never trains on: dev loss and BLEU are measured on them during training.</source>
        <translation>Paare, auf denen das Modell nie trainiert: Dev-Verlust und BLEU werden während des Trainings auf ihnen gemessen.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="27"/>
        <source> % of the training pairs</source>
        <translation> % der Trainingspaare</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="29"/>
        <source>Text files (*.txt *.tsv *.jsonl *.gz);;All files (*)</source>
        <translation>Textdateien (*.txt *.tsv *.jsonl *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="30"/>
        <source>Dev file</source>
        <translation>Dev-Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="31"/>
        <source>Target-language dev file</source>
        <translation>Dev-Datei der Zielsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="32"/>
        <source>target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="65"/>
        <source>the demo&apos;s own dev pairs</source>
        <translation>die eigenen Dev-Paare der Demo</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="66"/>
        <source>1 % of the training pairs (at most 1000), held out when training starts</source>
        <translation>1 % der Trainingspaare (höchstens 1000), beim Trainingsstart zurückgehalten</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="69"/>
        <source>source-language dev file</source>
        <translation>Dev-Datei der Quellsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="70"/>
        <source>dev file in the training data&apos;s format</source>
        <translation>Dev-Datei im Format der Trainingsdaten</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>&amp;Default</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Hold &amp;out</source>
        <translation>&amp;Zurückhalten</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Dev f&amp;iles</source>
        <translation>Dev-Date&amp;ien</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Share held out</source>
        <translation>Zurückgehaltener Anteil</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentDialog</name>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="25"/>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="27"/>
        <source>The experiment&apos;s folder in the runs folder; each run gets a folder inside it.</source>
        <translation>Der Ordner des Experiments im Läufe-Ordner; jeder Lauf erhält darin einen eigenen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="30"/>
        <source>preset tiny on %1 (Data page)</source>
        <translation>Voreinstellung tiny auf %1 (Seite „Daten“)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="31"/>
        <source>preset small on %1 (Data page)</source>
        <translation>Voreinstellung small auf %1 (Seite „Daten“)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="32"/>
        <source>run %1 (%2, %3)</source>
        <translation>Lauf %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="33"/>
        <source>The settings every run starts from. A run as base also gives its data and its tokenizer.</source>
        <translation>Die Einstellungen, von denen jeder Lauf ausgeht. Ein Lauf als Basis gibt auch seine Daten und seinen Tokenizer vor.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="35"/>
        <source>Table 3 in miniature (the paper&apos;s rows A–E)</source>
        <translation>Tabelle 3 im Kleinen (Zeilen A–E des Papers)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="36"/>
        <source>Table 3, reduced (one variation per row group)</source>
        <translation>Tabelle 3, reduziert (eine Variation je Zeilengruppe)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="37"/>
        <source>Custom grid</source>
        <translation>Eigenes Raster</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="41"/>
        <source>Every run trains this many steps (not a time budget: the runs stay comparable and reproducible) and ends with a dev evaluation.</source>
        <translation>Jeder Lauf trainiert so viele Schritte (kein Zeitbudget: die Läufe bleiben vergleichbar und reproduzierbar) und endet mit einer Dev-Evaluation.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="45"/>
        <source>Each variation this many times with seeds seed, seed+1, …: the spread between seeds says how large a difference must be to mean something.</source>
        <translation>Jede Variation so oft mit den Seeds seed, seed+1, …: die Streuung zwischen den Seeds zeigt, wie groß ein Unterschied sein muss, um etwas zu bedeuten.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Values (comma-separated)</source>
        <translation>Werte (durch Kommas getrennt)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="52"/>
        <source>Add setting</source>
        <translation>Einstellung hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="53"/>
        <source>Remove setting</source>
        <translation>Einstellung entfernen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="61"/>
        <source>Every combination of these values is one run (the last setting changes fastest). Switches take 0 and 1.</source>
        <translation>Jede Kombination dieser Werte ist ein Lauf (die letzte Einstellung wechselt am schnellsten). Schalter nehmen 0 und 1.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="73"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="74"/>
        <source>Base:</source>
        <translation>Basis:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="75"/>
        <source>Variations:</source>
        <translation>Variationen:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="76"/>
        <source>Steps per run:</source>
        <translation>Schritte je Lauf:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="77"/>
        <source>Seeds:</source>
        <translation>Seeds:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="147"/>
        <source>the name must be a folder name (no slashes, not starting with a dot)</source>
        <translation>der Name muss ein Ordnername sein (keine Schrägstriche, nicht mit einem Punkt beginnend)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="149"/>
        <source>%1 already exists; choose another name</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="176"/>
        <source>%n run(s), %1 steps each, in %2: %3</source>
        <translation>
            <numerusform>%n Lauf, je %1 Schritte, in %2: %3</numerusform>
            <numerusform>%n Läufe, je %1 Schritte, in %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="1"/>
        <source>%1=%2: a comma between digits could be a decimal comma or part two values; part the values with spaces or &apos;;&apos; (0,1; 0,2), or write decimal points (0.1, 0.2)</source>
        <translation>%1=%2: Ein Komma zwischen Ziffern kann ein Dezimalkomma sein oder zwei Werte trennen; trennen Sie die Werte durch Leerzeichen oder „;“ (0,1; 0,2) oder schreiben Sie Dezimalpunkte (0.1, 0.2)</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentPanel</name>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="42"/>
        <source>As Table 3 of the paper: the base row in full, the other rows only the values they change (highlighted); seeds pooled as mean ± standard deviation; rank by dev PPL.</source>
        <translation>Wie Tabelle 3 des Papers: die Basiszeile vollständig, die anderen Zeilen nur die Werte, die sie ändern (hervorgehoben); Seeds zusammengefasst als Mittelwert ± Standardabweichung; Rang nach Dev-PPL.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="45"/>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="46"/>
        <source>Table (one row per variation)</source>
        <translation>Tabelle (eine Zeile je Variation)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="54"/>
        <source>runs: %v of %m</source>
        <translation>Läufe: %v von %m</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="56"/>
        <source>this run: step %v of %m</source>
        <translation>dieser Lauf: Schritt %v von %m</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="57"/>
        <source>New experiment…</source>
        <translation>Neues Experiment…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="58"/>
        <source>Train a queue of runs around a base: the paper&apos;s Table 3 in miniature or your own grid.</source>
        <translation>Eine Warteschlange von Läufen um eine Basis trainieren: Tabelle 3 des Papers im Kleinen oder ein eigenes Raster.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="59"/>
        <source>Resume experiment…</source>
        <translation>Experiment fortsetzen…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="60"/>
        <source>Go on with an experiment folder: finished runs are kept, an unfinished one resumes from its last checkpoint.</source>
        <translation>Mit einem Experiment-Ordner weitermachen: fertige Läufe bleiben, ein unfertiger setzt an seinem letzten Checkpoint fort.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="62"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="63"/>
        <source>Stops the run in training at its next batch (a checkpoint is saved); resume later.</source>
        <translation>Stoppt den trainierenden Lauf beim nächsten Batch (ein Checkpoint wird gespeichert); später fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="120"/>
        <source>%1: run %2 of %3, %4 (%5)</source>
        <translation>%1: Lauf %2 von %3, %4 (%5)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="125"/>
        <source>No experiment yet: New experiment… trains a queue of runs that differ in one setting at a time and compares them here.</source>
        <translation>Noch kein Experiment: „Neues Experiment…“ trainiert eine Warteschlange von Läufen, die sich jeweils in einer Einstellung unterscheiden, und vergleicht sie hier.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="128"/>
        <source>%1 in %2: %3 of %4 runs finished</source>
        <translation>%1 in %2: %3 von %4 Läufen fertig</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="147"/>
        <source>Cannot start the experiment</source>
        <translation>Das Experiment kann nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="154"/>
        <source>Resume an experiment</source>
        <translation>Ein Experiment fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="162"/>
        <source>Cannot resume the experiment</source>
        <translation>Das Experiment kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>Training is running on the Train page: stop it there first.</source>
        <translation>Auf der Seite „Training“ läuft ein Training: halten Sie es dort zuerst an.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>%1: reading the runs in %2…</source>
        <translation>%1: Die Läufe in %2 werden gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; a new experiment waits for it (or for another dataset chosen there).</source>
        <translation>Die Daten-Seite liest den Datensatz der letzten Sitzung, %1; ein neues Experiment wartet darauf (oder auf einen anderen dort gewählten Datensatz).</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentQueueModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="37"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="38"/>
        <source>training</source>
        <translation>trainiert</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="39"/>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="40"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="41"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="54"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="71"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="72"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="73"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="74"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="75"/>
        <source>Dev PPL</source>
        <translation>Dev-PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="76"/>
        <source>Dev BLEU</source>
        <translation>Dev-BLEU</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentRunner</name>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment stopped; resume it to go on from each run&apos;s last checkpoint.</source>
        <translation>Experiment gestoppt; setzen Sie es fort, um bei jedem Lauf am letzten Checkpoint weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="55"/>
        <source>An experiment is running.</source>
        <translation>Ein Experiment läuft.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="82"/>
        <source>%1: %2 of %3 runs finished</source>
        <translation>%1: %2 von %3 Läufen fertig</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="93"/>
        <source>%1 does not record its dataset; choose another run or a preset.</source>
        <translation>%1 verzeichnet seinen Datensatz nicht; wählen Sie einen anderen Lauf oder eine Voreinstellung.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="117"/>
        <source>Training is running; stop it before starting an experiment.</source>
        <translation>Das Training läuft; stoppen Sie es, bevor Sie ein Experiment starten.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="121"/>
        <source>%1 is not empty; an experiment starts in a new folder (or resume the experiment in it).</source>
        <translation>%1 ist nicht leer; ein Experiment beginnt in einem neuen Ordner (oder setzen Sie das Experiment darin fort).</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="142"/>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="308"/>
        <source>Each run trains its own tokenizer: %1</source>
        <translation>Jeder Lauf trainiert seinen eigenen Tokenizer: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="155"/>
        <source>Training is running; stop it before resuming an experiment.</source>
        <translation>Das Training läuft; stoppen Sie es, bevor Sie ein Experiment fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="239"/>
        <source>Every run finished; summary in %1</source>
        <translation>Alle Läufe fertig; Zusammenfassung in %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="241"/>
        <source>%1 run(s) failed; the others finished</source>
        <translation>%1 Lauf/Läufe fehlgeschlagen; die anderen sind fertig</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="253"/>
        <source>Experiment: run %1 of %2, %3, resumes at step %4</source>
        <translation>Experiment: Lauf %1 von %2, %3, setzt bei Schritt %4 fort</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="258"/>
        <source>Experiment: run %1 of %2, %3 (%4)</source>
        <translation>Experiment: Lauf %1 von %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="284"/>
        <source>Experiment stopped during %1; resume it to go on from its last checkpoint.</source>
        <translation>Experiment während %1 gestoppt; setzen Sie es fort, um am letzten Checkpoint weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="289"/>
        <source>Experiment: run %1 did not finish: %2; the next run starts</source>
        <translation>Experiment: Lauf %1 wurde nicht fertig: %2; der nächste Lauf beginnt</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="316"/>
        <source>Experiment summary: skipped %1</source>
        <translation>Experiment-Zusammenfassung: %1 übersprungen</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="318"/>
        <source>Experiment summary not written: %1</source>
        <translation>Experiment-Zusammenfassung nicht geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 failed (%2)</source>
        <translation>%1 ist fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>cannot read the data file %1</source>
        <translation>die Datendatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment: %1</source>
        <translation>Experiment: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentTableModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="52"/>
        <source>as in the base row: %1</source>
        <translation>wie in der Basiszeile: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="65"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="83"/>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="84"/>
        <source>dev PPL</source>
        <translation>Dev-PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="85"/>
        <source>dev BLEU</source>
        <translation>Dev-BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="86"/>
        <source>params ×10⁶</source>
        <translation>Parameter ×10⁶</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="87"/>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="88"/>
        <source>seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>The steps each run of the row is planned to train (Table 3&apos;s train steps)</source>
        <translation>Die Schritte, die jeder Lauf der Zeile trainieren soll (die „train steps“ von Tabelle 3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%1 of %2 (+%3 not pooled)</source>
        <translation>%1 von %2 (+%3 nicht gemittelt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%n finished run(s) of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</source>
        <translation>
            <numerusform>%n fertiger Lauf dieser Zeile hat eine andere Schrittzahl als %1 trainiert (mit mehr fortgesetzt): nicht im Mittelwert, der sonst Modelle verschiedener Länge mischen würde.</numerusform>
            <numerusform>%n fertige Läufe dieser Zeile haben eine andere Schrittzahl als %1 trainiert (mit mehr fortgesetzt): nicht im Mittelwert, der sonst Modelle verschiedener Länge mischen würde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ExplanationSection</name>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="20"/>
        <source>&lt;h3&gt;Is attention an explanation?&lt;/h3&gt;&lt;p&gt;An attention map shows where a head looked, and it is tempting to read it as the reason for a word. Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) compared attention weights with gradient-based importance and found that they often rank the input differently, and that other attention maps can give the same output. Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) answered that it depends on what one means by explanation and on the model. Gradient attribution asks the model directly: integrated gradients (Sundararajan et al. 2017) follows the gradient of log p(token) from a neutral input (the source and target pieces&apos; embeddings set to zero; positions, BOS and EOS kept) to the real one, and its scores add up to the change of log p.&lt;/p&gt;&lt;p&gt;Below, for one token of the current sentence: its integrated gradients over the source, and the cross-attention row of the head that agrees most with them. Kendall&apos;s τ is 1 when a head ranks the source pieces (BOS and EOS left out) exactly as the attribution does, 0 when its order is unrelated.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ist Attention eine Erklärung?&lt;/h3&gt;&lt;p&gt;Eine Attention-Karte zeigt, wohin ein Kopf geschaut hat, und es liegt nahe, sie als Grund für ein Wort zu lesen. Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) verglichen Attention-Gewichte mit gradientenbasierter Wichtigkeit und fanden, dass beide die Eingabe oft verschieden ordnen und dass andere Attention-Karten dieselbe Ausgabe ergeben können. Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) antworteten, dass es davon abhängt, was man unter Erklärung versteht, und vom Modell. Gradienten-Attribution fragt das Modell direkt: Integrated Gradients (Sundararajan et al. 2017) folgt dem Gradienten von log p(Token) von einer neutralen Eingabe (die Embeddings der Quell- und Ziel-Pieces auf null gesetzt; Positionen, BOS und EOS bleiben) bis zur echten, und seine Werte summieren sich zur Änderung von log p.&lt;/p&gt;&lt;p&gt;Unten, für ein Token des aktuellen Satzes: seine Integrated Gradients über der Quelle und die Cross-Attention-Zeile des Kopfes, der am meisten damit übereinstimmt. Kendalls τ ist 1, wenn ein Kopf die Quell-Pieces (ohne BOS und EOS) genau wie die Attribution ordnet, und 0, wenn seine Ordnung nichts damit zu tun hat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="37"/>
        <source>Explain the current sentence</source>
        <translation>Den aktuellen Satz erklären</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="40"/>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="43"/>
        <source>Nothing explained yet.</source>
        <translation>Noch nichts erklärt.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="84"/>
        <source>The source is too short to compare rankings.</source>
        <translation>Die Quelle ist zu kurz, um Rangfolgen zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="99"/>
        <source>integrated gradients</source>
        <translation>Integrated Gradients</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>input × gradient</source>
        <translation>Eingabe × Gradient</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>saliency</source>
        <translation>Salienz</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>attribution</source>
        <translation>Attribution</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>head %1.%2</source>
        <translation>Kopf %1.%2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="102"/>
        <source>Why “%1”: attribution and attention over the source</source>
        <translation>Warum „%1“: Attribution und Attention über der Quelle</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="103"/>
        <source>source token</source>
        <translation>Quelltoken</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="104"/>
        <source>share of |source score| / weight</source>
        <translation>Anteil an |Quell-Score| / Gewicht</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="106"/>
        <source>Cross-attention head %1 of layer %2 agrees most with %3 (τ = %4); the median cross head reaches τ = %5. Where τ is low, the attention map is not the reason for this token.</source>
        <translation>Cross-Attention-Kopf %1 der Schicht %2 stimmt am meisten mit %3 überein (τ = %4); der mittlere Cross-Kopf erreicht τ = %5. Wo τ niedrig ist, ist die Attention-Karte nicht der Grund für dieses Token.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>Working out integrated gradients of every token of the greedy translation of “%1”…</source>
        <translation>Integrierte Gradienten jedes Tokens der gierigen Übersetzung von „%1“ werden berechnet …</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>%L1 of %L2 gradient evaluations (%L3 %).</source>
        <translation>%L1 von %L2 Gradientenauswertungen (%L3 %).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
</context>
<context>
    <name>studio::app::FileField</name>
    <message>
        <location filename="../app/gui/file_field.cpp" line="13"/>
        <source>Path of a file (plain text or .gz)</source>
        <translation>Pfad einer Datei (Klartext oder .gz)</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the files?</source>
        <translation>Dateien ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already holds %2. Replace them?</source>
        <translation>%1 enthält bereits %2. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Browse… (F4)</source>
        <translation>Durchsuchen… (F4)</translation>
    </message>
</context>
<context>
    <name>studio::app::HeadsSection</name>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="17"/>
        <source>&lt;h3&gt;Which heads matter&lt;/h3&gt;&lt;p&gt;The paper gives every layer h = 8 heads so that each can attend to “information from different representation subspaces at different positions” (§3.2.2). Later work measured what they do. Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) switched heads off one at a time with a gate ξ on each head&apos;s output and found that most can go with little loss, while encoder–decoder attention is the most sensitive to pruning. Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) found that a few specialised heads do the heavy lifting: positional heads that look at the previous or next token, and a head that attends to the rarest word. Garg et al. (2019) read word alignments off cross-attention, best from the mean of the penultimate layer.&lt;/p&gt;&lt;p&gt;The Analyze page measures all of this on the open model; the heads it found most needed are listed here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Welche Köpfe zählen&lt;/h3&gt;&lt;p&gt;Das Paper gibt jeder Schicht h = 8 Köpfe, damit jeder auf „Informationen aus verschiedenen Repräsentations-Unterräumen an verschiedenen Positionen“ achten kann (§3.2.2). Spätere Arbeiten haben gemessen, was sie tun. Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) schalteten Köpfe einzeln mit einem Gate ξ auf der Ausgabe jedes Kopfes ab und fanden, dass die meisten mit wenig Verlust wegfallen können, während die Encoder–Decoder-Attention am empfindlichsten auf Pruning reagiert. Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) fanden, dass wenige spezialisierte Köpfe die Hauptarbeit leisten: positionelle Köpfe, die auf das vorige oder nächste Token schauen, und ein Kopf, der auf das seltenste Wort achtet. Garg et al. (2019) lasen Wortalignierungen aus der Cross-Attention ab, am besten aus dem Mittel der vorletzten Schicht.&lt;/p&gt;&lt;p&gt;Die Seite „Analysieren“ misst all das am geöffneten Modell; die Köpfe, die sie als am meisten gebraucht fand, stehen hier.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="33"/>
        <location filename="../app/gui/learn/learn_heads.cpp" line="53"/>
        <source>No heads measured yet.</source>
        <translation>Noch keine Köpfe gemessen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Attention</source>
        <translation>Art der Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Δ dev loss (token NLL) without it</source>
        <translation>Δ Dev-Loss (Token-NLL) ohne ihn</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>What it attends to</source>
        <translation>Worauf er achtet</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="44"/>
        <source>Measure the heads on the Analyze page</source>
        <translation>Die Köpfe auf der Seite „Analysieren“ messen</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="60"/>
        <source>Over %1 pairs (%2): removing any one of %3 of the %4 heads raises the dev loss by more than 0.01 nats per token; the dev loss (token NLL) of the whole model is %5.</source>
        <translation>Über %1 Paare (%2): Das Entfernen eines einzigen von %3 der %4 Köpfe erhöht den Dev-Loss um mehr als 0,01 nats pro Token; der Dev-Loss (Token-NLL) des ganzen Modells ist %5.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>encoder self</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>decoder self</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>cross</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="73"/>
        <source>no single rule (confidence %1, entropy %2 nats)</source>
        <translation>keine einzelne Regel (Konfidenz %1, Entropie %2 nats)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>The heads were measured on %1 (the Analyze page&apos;s model), not on the model this page shows: its heads are not measured. Open it on the Translate page and measure them there.</source>
        <translation>Die Köpfe wurden an %1 gemessen (dem Modell der Analyseseite), nicht an dem Modell, das diese Seite zeigt: Dessen Köpfe sind nicht gemessen. Öffnen Sie es auf der Übersetzungsseite und messen Sie sie dort.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>the run in training at step %1</source>
        <translation>dem laufenden Training bei Schritt %1</translation>
    </message>
</context>
<context>
    <name>studio::app::HyperparameterForm</name>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="74"/>
        <source>d_model: the width of every layer&apos;s output (§3, Table 3). Must be a multiple of the number of heads.</source>
        <translation>d_model: die Breite der Ausgabe jeder Schicht (§3, Tabelle 3). Muss ein Vielfaches der Anzahl der Köpfe sein.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="84"/>
        <source>d_ff: inner width of the position-wise feed-forward network (§3.3).</source>
        <translation>d_ff: innere Breite des positionsweisen Feed-Forward-Netzes (§3.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="85"/>
        <source>P_drop: dropout on each sub-layer&apos;s output and on the embedding sums (§5.4).</source>
        <translation>P_drop: Dropout auf der Ausgabe jeder Teilschicht und auf den Embedding-Summen (§5.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="122"/>
        <source>warmup_steps: the learning rate rises linearly for this many steps, then decays as 1/sqrt(step) (§5.3, Eq. 3).</source>
        <translation>warmup_steps: Die Lernrate steigt so viele Schritte lang linear an und fällt dann wie 1/sqrt(step) (§5.3, Gl. 3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="131"/>
        <source>Batches whose gradients are summed before each optimiser step: a larger effective batch on a small machine (the paper&apos;s batches held ~25000 tokens, §5.1).</source>
        <translation>Batches, deren Gradienten vor jedem Optimiererschritt summiert werden: ein größerer effektiver Batch auf einem kleinen Rechner (die Batches des Papers enthielten ~25000 Tokens, §5.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="137"/>
        <source>Adam beta_1:</source>
        <translation>beta_1 (Adam):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="138"/>
        <source>Adam beta_2:</source>
        <translation>beta_2 (Adam):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="139"/>
        <source>Adam epsilon:</source>
        <translation>epsilon (Adam):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="142"/>
        <source>Accumulate batches:</source>
        <translation>Batches akkumulieren:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="150"/>
        <source>Tokens per batch, padding included; pairs of similar length are batched together (§5.1).</source>
        <translation>Tokens pro Batch, Padding eingeschlossen; Paare ähnlicher Länge kommen in denselben Batch (§5.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="124"/>
        <source>A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper&apos;s.</source>
        <translation>Ein Faktor auf die Lernrate aus Gl. 3 (§5.3); 1 entspricht dem Paper.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="76"/>
        <source>h: parallel attention heads, each of width d_k = d_v = d_model / h (§3.2.2).</source>
        <translation>h: parallele Attention-Köpfe, jeder mit der Breite d_k = d_v = d_model / h (§3.2.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="77"/>
        <source>d_k: each head&apos;s query and key width; auto = d_model / h (§3.2.2; Table 3, row B varies it alone).</source>
        <translation>d_k: Breite der Queries und Keys jedes Kopfes; auto = d_model / h (§3.2.2; Tabelle 3, Zeile B variiert nur sie).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="79"/>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="81"/>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="80"/>
        <source>d_v: each head&apos;s value width; auto = d_model / h (§3.2.2).</source>
        <translation>d_v: Breite der Values jedes Kopfes; auto = d_model / h (§3.2.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="82"/>
        <source>N: identical layers in the encoder stack (§3.1; 6 in the paper).</source>
        <translation>N: identische Schichten im Encoder-Stapel (§3.1; 6 im Paper).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="83"/>
        <source>N: identical layers in the decoder stack (§3.1; 6 in the paper).</source>
        <translation>N: identische Schichten im Decoder-Stapel (§3.1; 6 im Paper).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="87"/>
        <source>Dropout on the attention weights. Not in the paper; PyTorch&apos;s nn.Transformer applies it.</source>
        <translation>Dropout auf den Attention-Gewichten. Nicht im Paper; nn.Transformer von PyTorch wendet es an.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="89"/>
        <source>Dropout on the feed-forward network&apos;s hidden ReLU output. Not in the paper; tensor2tensor and PyTorch&apos;s nn.Transformer apply it.</source>
        <translation>Dropout auf der verborgenen ReLU-Ausgabe des Feed-Forward-Netzes. Nicht im Paper; tensor2tensor und PyTorchs nn.Transformer wenden es an.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="92"/>
        <source>The longest sequence the positional encoding covers (§3.5).</source>
        <translation>Die längste Sequenz, die die Positionskodierung abdeckt (§3.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>Pre-norm</source>
        <translation>Pre-Norm</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>x + Sublayer(LayerNorm(x)) instead of the paper&apos;s LayerNorm(x + Sublayer(x)) (§3.1); trains more stably when deep.</source>
        <translation>x + Sublayer(LayerNorm(x)) statt LayerNorm(x + Sublayer(x)) wie im Paper (§3.1); trainiert bei tiefen Modellen stabiler.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned positions</source>
        <translation>Gelernte Positionen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned position embeddings instead of the sinusoids (§3.5; Table 3, row E: nearly identical).</source>
        <translation>Gelernte Positions-Embeddings statt der Sinuskurven (§3.5; Tabelle 3, Zeile E: nahezu gleich).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>Shared embeddings</source>
        <translation>Gemeinsame Embeddings</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>One embedding matrix for source and target, possible with the joint vocabulary (§3.4).</source>
        <translation>Eine Embedding-Matrix für Quelle und Ziel, möglich mit dem gemeinsamen Vokabular (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>Tied output</source>
        <translation>Gekoppelte Ausgabe</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>The pre-softmax projection reuses the target embedding matrix (§3.4).</source>
        <translation>Die Projektion vor der Softmax verwendet die Embedding-Matrix des Ziels wieder (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="101"/>
        <source>epsilon of layer normalisation (PyTorch&apos;s default 1e-5).</source>
        <translation>epsilon der Layer-Normalisierung (Standard von PyTorch: 1e-5).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="104"/>
        <source>Heads (h):</source>
        <translation>Köpfe (h):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="105"/>
        <source>d_k:</source>
        <translation>d_k:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="106"/>
        <source>d_v:</source>
        <translation>d_v:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="107"/>
        <source>Encoder layers (N):</source>
        <translation>Encoder-Schichten (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="108"/>
        <source>Decoder layers (N):</source>
        <translation>Decoder-Schichten (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="111"/>
        <source>Attention dropout:</source>
        <translation>Attention-Dropout:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="112"/>
        <source>ReLU dropout:</source>
        <translation>ReLU-Dropout:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="113"/>
        <source>Max positions:</source>
        <translation>Max. Positionen:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="114"/>
        <source>Layer-norm epsilon:</source>
        <translation>LayerNorm-epsilon:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="125"/>
        <source>Adam&apos;s beta_1 (§5.3: 0.9).</source>
        <translation>beta_1 von Adam (§5.3: 0,9).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="126"/>
        <source>Adam&apos;s beta_2 (§5.3: 0.98).</source>
        <translation>beta_2 von Adam (§5.3: 0,98).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="127"/>
        <source>Adam&apos;s epsilon (§5.3: 1e-9).</source>
        <translation>epsilon von Adam (§5.3: 1e-9).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="128"/>
        <source>epsilon_ls: label smoothing (§5.4); the paper uses 0.1.</source>
        <translation>epsilon_ls: Label Smoothing (§5.4); das Paper verwendet 0,1.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="129"/>
        <source>Clip the gradient&apos;s global norm to this value; 0 = off (not in the paper).</source>
        <translation>Die globale Norm des Gradienten auf diesen Wert begrenzen; 0 = aus (nicht im Paper).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="161"/>
        <source>Longest pair (tokens):</source>
        <translation>Längstes Paar (Tokens):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="162"/>
        <source>BLEU sentences:</source>
        <translation>BLEU-Sätze:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="163"/>
        <source>Checkpoints kept:</source>
        <translation>Behaltene Checkpoints:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="164"/>
        <source>Seed:</source>
        <translation>Startwert (Seed):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="103"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="109"/>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="110"/>
        <source>Dropout:</source>
        <translation>Dropout-Rate:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="135"/>
        <source>Warm-up steps:</source>
        <translation>Warm-up-Schritte:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="152"/>
        <source>Pairs with a side longer than this many tokens are left out of training.</source>
        <translation>Paare mit einer Seite, die länger als so viele Tokens ist, werden beim Training ausgelassen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="153"/>
        <source>Dev sentences translated for BLEU at each evaluation; 0 = all.</source>
        <translation>Dev-Sätze, die bei jeder Evaluation für BLEU übersetzt werden; 0 = alle.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="154"/>
        <source>Numbered checkpoints kept on disk; older ones are deleted (last.ckpt always stays).</source>
        <translation>Nummerierte Checkpoints, die auf der Festplatte bleiben; ältere werden gelöscht (last.ckpt bleibt immer).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="159"/>
        <source>Vocabulary size:</source>
        <translation>Vokabulargröße:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="160"/>
        <source>Tokens per batch:</source>
        <translation>Tokens pro Batch:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="136"/>
        <source>Learning-rate factor:</source>
        <translation>Lernratenfaktor:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="140"/>
        <source>Label smoothing:</source>
        <translation>Label-Smoothing:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="141"/>
        <source>Gradient clipping:</source>
        <translation>Gradienten-Clipping:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>The tokenizer trained on the Data page has %L1 pieces: the run uses it as it is. Without one there, the size is chosen here.</source>
        <translation>Der auf der Datenseite trainierte Tokenizer hat %L1 Teilwörter: Der Lauf verwendet ihn unverändert. Ohne einen dort wird die Größe hier gewählt.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Seed of the initial weights, the batch order, dropout, a demo task&apos;s pairs and the held-out dev pairs (the Data page shows those of this seed): the same seed gives the same run.</source>
        <translation>Startwert der Anfangsgewichte, der Batch-Reihenfolge, des Dropouts, der Paare einer Demo-Aufgabe und der zurückgehaltenen Dev-Paare (die Datenseite zeigt die dieses Startwerts): Derselbe Startwert ergibt denselben Lauf.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Size of the joint SentencePiece vocabulary (a unigram model) of both languages (§5.1 used 37000 byte-pair pieces); lowered automatically when the data is small.</source>
        <translation>Größe des gemeinsamen SentencePiece-Vokabulars (ein Unigram-Modell) beider Sprachen (§5.1 verwendete 37000 Byte-Pair-Teilwörter); wird bei kleinen Daten automatisch verringert.</translation>
    </message>
</context>
<context>
    <name>studio::app::ImportDialog</name>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="30"/>
        <source>Import a PyTorch model</source>
        <translation>PyTorch-Modell importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="32"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a PyTorch checkpoint. Attention Studio opens models of the from-scratch tutorial design (build_transformer, older and newer versions) with their word-level tokenizers, and saves them as its own checkpoint.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist ein PyTorch-Checkpoint. Attention Studio öffnet Modelle des From-Scratch-Tutorial-Designs (build_transformer, ältere und neuere Version) mit ihren Wort-Tokenizern und speichert sie als eigenen Checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="39"/>
        <source>Tokenizers (*.json);;All files (*)</source>
        <translation>Tokenizer (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="40"/>
        <source>Source language tokenizer</source>
        <translation>Tokenizer der Quellsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="41"/>
        <source>Target language tokenizer</source>
        <translation>Tokenizer der Zielsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="45"/>
        <source>The number of attention heads h the model was built with. The file does not record it; build_transformer&apos;s default is 8.</source>
        <translation>Die Zahl der Attention-Köpfe h, mit der das Modell gebaut wurde. Die Datei speichert sie nicht; build_transformer verwendet standardmäßig 8.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Save the imported model as</source>
        <translation>Importiertes Modell speichern unter</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>Checkpoint-Dateien (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="52"/>
        <source>Source tokenizer:</source>
        <translation>Quell-Tokenizer:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="53"/>
        <source>Target tokenizer:</source>
        <translation>Ziel-Tokenizer:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="54"/>
        <source>Heads:</source>
        <translation>Köpfe:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="55"/>
        <source>Save as:</source>
        <translation>Speichern unter:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/import_dialog.cpp" line="64"/>
        <source>Found %n tokenizer file(s) beside the checkpoint; check which one is the source.</source>
        <translation>
            <numerusform>%n Tokenizer-Datei neben dem Checkpoint gefunden; prüfen Sie, welche die Quellsprache ist.</numerusform>
            <numerusform>%n Tokenizer-Dateien neben dem Checkpoint gefunden; prüfen Sie, welche die Quellsprache ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="68"/>
        <source>Choose the tokenizer_{language}.json files the model was trained with.</source>
        <translation>Wählen Sie die Dateien tokenizer_{Sprache}.json, mit denen das Modell trainiert wurde.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="73"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="74"/>
        <source>Import and fine-tune</source>
        <translation>Importieren und feinabstimmen</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="75"/>
        <source>After the import, prepares a new training run that starts from the imported model (Train page), on the data chosen on the Data page.</source>
        <translation>Bereitet nach dem Import einen neuen Trainingslauf vor, der vom importierten Modell ausgeht (Seite „Training“), auf den auf der Seite „Daten“ gewählten Daten.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="95"/>
        <source>Choose both tokenizer files and where to save the model.</source>
        <translation>Wählen Sie beide Tokenizer-Dateien und den Speicherort des Modells.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="100"/>
        <source>Importing…</source>
        <translation>Importiere…</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>Die Umwandlung läuft noch: Der Dialog schließt sich, sobald der Checkpoint geschrieben ist.</translation>
    </message>
</context>
<context>
    <name>studio::app::KeptTokenizerNote</name>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="36"/>
        <source>Fine-tuning %1: counting how much of this data its tokenizer knows…</source>
        <translation>Feinabstimmung von %1: es wird gezählt, wie viel dieser Daten sein Tokenizer kennt…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="64"/>
        <source>Fine-tuning %1: its tokenizer could not be read: %2</source>
        <translation>Feinabstimmung von %1: sein Tokenizer konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>word-level</source>
        <translation>wortbasierten</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="71"/>
        <source>Fine-tuning %1 keeps its %2 tokenizer. On this data it encodes &lt;b&gt;%L3 %&lt;/b&gt; of the tokens as unknown (%6): source %L4 %, target %L5 %.</source>
        <translation>Die Feinabstimmung von %1 behält seinen %2 Tokenizer. Auf diesen Daten kodiert er &lt;b&gt;%L3 %&lt;/b&gt; der Token als unbekannt (%6): Quelle %L4 %, Ziel %L5 %.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="78"/>
        <source>That is above 5 %: the model cannot read or write those words, so fine-tuning on this data will teach it little about them. Choose data in the languages and vocabulary it was trained on, or train a new model with its own tokenizer.</source>
        <translation>Das ist über 5 %: Das Modell kann diese Wörter weder lesen noch schreiben, Feinabstimmen auf diesen Daten lehrt es also wenig über sie. Wählen Sie Daten in den Sprachen und dem Wortschatz, mit denen es trainiert wurde, oder trainieren Sie ein neues Modell mit eigenem Tokenizer.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="1"/>
        <source>Marian</source>
        <translation>Marian</translation>
    </message>
</context>
<context>
    <name>studio::app::LearnDemo</name>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="61"/>
        <source>The folder &quot;%1&quot; cannot be created.</source>
        <translation>Der Ordner „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="90"/>
        <source>The demo&apos;s training stopped (its loss diverged).</source>
        <translation>Das Training der Demo wurde abgebrochen (ihr Loss ist divergiert).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="95"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo is being trained by another Attention Studio (%1). Open a checkpoint, or come back to this page when it has finished.</source>
        <translation>Die eingebaute Demo wird gerade von einem anderen Attention Studio trainiert (%1). Öffnen Sie einen Checkpoint oder kommen Sie auf diese Seite zurück, wenn es fertig ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo cannot be trained: %1</source>
        <translation>Die eingebaute Demo kann nicht trainiert werden: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::LearnPage</name>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s table (its pe buffer) in Marian&apos;s layout: the sines of every frequency first, then the cosines, %2, not the interleaved order above; first %1 positions.</source>
        <translation>Die Tabelle des geöffneten Modells (sein pe-Puffer) in Marians Anordnung: zuerst die Sinuswerte aller Frequenzen, dann die Kosinuswerte, %2, nicht die verschränkte Reihenfolge oben; die ersten %1 Positionen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="56"/>
        <source>Sentence:</source>
        <translation>Satz:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="58"/>
        <source>The source sentence the attention section works through (the Translate page&apos;s last sentence when there is one).</source>
        <translation>Der Quellsatz, den der Abschnitt zur Attention durchrechnet (der letzte Satz der Seite Übersetzen, falls es einen gibt).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="61"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="63"/>
        <source>Follow the run in training</source>
        <translation>Dem laufenden Training folgen</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="65"/>
        <source>While the Train page trains, show the model of that run: a snapshot of its weights at every validation, labelled with its step.</source>
        <translation>Während die Seite „Training“ trainiert, das Modell dieses Laufs zeigen: eine Momentaufnahme seiner Gewichte bei jeder Validierung, mit ihrem Schritt beschriftet.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="71"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="72"/>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="73"/>
        <source>Scaled dot-product attention</source>
        <translation>Skalierte Skalarprodukt-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="74"/>
        <source>Multi-head attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="75"/>
        <source>Masking</source>
        <translation>Maskierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="76"/>
        <source>Feed-forward and layer norm</source>
        <translation>Feed-Forward-Netz und Layer-Normalisierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="77"/>
        <source>Training</source>
        <translation>Trainingsverfahren</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="78"/>
        <source>Which heads matter</source>
        <translation>Welche Köpfe zählen</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="79"/>
        <source>Is attention an explanation?</source>
        <translation>Ist Attention eine Erklärung?</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="207"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="264"/>
        <source>No model is open. The built-in demo (numbers-de) will be trained in the background when the run on the Train page ends; or open a checkpoint.</source>
        <translation>Kein Modell ist geöffnet. Die eingebaute Demo (numbers-de) wird im Hintergrund trainiert, sobald der Lauf auf der Seite „Training“ endet; oder öffnen Sie einen Checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="271"/>
        <source>No model is open: training the built-in demo (numbers-de) in the background…</source>
        <translation>Kein Modell ist geöffnet: Die eingebaute Demo (numbers-de) wird im Hintergrund trainiert…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="292"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights. Its training waits until the run on the Train page ends.</source>
        <translation>&lt;b&gt;Untrainiertes Modell&lt;/b&gt;: die eingebaute Demo (numbers-de) mit ihren zufälligen Anfangsgewichten. Ihr Training wartet, bis der Lauf auf der Seite „Training“ endet.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="297"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights, so the numbers below show a model that has learned nothing yet. It is being trained in the background (step %1 of %2); the page switches to the trained model when it is ready.</source>
        <translation>&lt;b&gt;Untrainiertes Modell&lt;/b&gt;: die eingebaute Demo (numbers-de) mit ihren zufälligen Anfangsgewichten; die Zahlen unten zeigen also ein Modell, das noch nichts gelernt hat. Es wird im Hintergrund trainiert (Schritt %1 von %2); die Seite wechselt zum trainierten Modell, sobald es fertig ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="306"/>
        <source>Model: the run in training, at step %1 (d_model %2, %3 heads, %4 encoder and %5 decoder layers); every validation brings its newer weights. Every number below is this model&apos;s.</source>
        <translation>Modell: der laufende Trainingslauf bei Schritt %1 (d_model %2, %3 Köpfe, %4 Encoder- und %5 Decoder-Schichten); jede Validierung bringt seine neueren Gewichte. Jede Zahl unten stammt von diesem Modell.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="314"/>
        <source>The built-in demo (numbers-de), trained in the background.</source>
        <translation>Die eingebaute Demo (numbers-de), im Hintergrund trainiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="316"/>
        <source>Model: %1 (step %2, d_model %3, %4 heads, %5 encoder and %6 decoder layers). Every number below is this model&apos;s.</source>
        <translation>Modell: %1 (Schritt %2, d_model %3, %4 Köpfe, %5 Encoder- und %6 Decoder-Schichten). Jede Zahl unten stammt von diesem Modell.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="336"/>
        <source>The open model&apos;s table (its pe buffer), first %1 positions.</source>
        <translation>Die Tabelle des geöffneten Modells (sein pe-Puffer), die ersten %1 Positionen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="344"/>
        <source>No model is open. Open a checkpoint or train one to see the model&apos;s own numbers; until then the sections that need no model follow the Train page&apos;s settings.</source>
        <translation>Kein Modell geöffnet. Öffnen Sie einen Checkpoint oder trainieren Sie einen, um die Zahlen des Modells selbst zu sehen; bis dahin folgen die Abschnitte, die kein Modell brauchen, den Einstellungen der Seite „Training“.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="237"/>
        <location filename="../app/gui/learn/learn_page.cpp" line="346"/>
        <source>The checkpoint could not be opened: %1</source>
        <translation>Der Checkpoint konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="347"/>
        <source>The demo could not be trained: %1</source>
        <translation>Die Demo konnte nicht trainiert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="350"/>
        <source>Computed by the engine&apos;s formula for d_model = %1 (the Train page&apos;s setting).</source>
        <translation>Mit der Formel der Engine für d_model = %1 berechnet (die Einstellung der Seite „Training“).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="413"/>
        <source>Open a checkpoint or train one to see the model&apos;s own shapes and parameters.</source>
        <translation>Öffnen Sie einen Checkpoint oder trainieren Sie einen, um die Tensorformen und Parameter des Modells selbst zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="436"/>
        <source>Open a checkpoint or train one to see the model&apos;s own numbers.</source>
        <translation>Öffnen Sie einen Checkpoint oder trainieren Sie einen, um die Zahlen des Modells selbst zu sehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The %n head(s) switched off on the Analyze page are on here: this page shows the whole model.</source>
        <translation>
            <numerusform>Der auf der Analyse-Seite abgeschaltete Kopf ist hier eingeschaltet: diese Seite zeigt das ganze Modell.</numerusform>
            <numerusform>Die %n auf der Analyse-Seite abgeschalteten Köpfe sind hier eingeschaltet: diese Seite zeigt das ganze Modell.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Working out this model&apos;s numbers…</source>
        <translation>Die Zahlen dieses Modells werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The sentence is longer than the model&apos;s %1 positions: every section works on its first pieces, as the model would.</source>
        <translation>Der Satz ist länger als die %1 Positionen des Modells: Jeder Abschnitt arbeitet mit seinen ersten Stücken, wie das Modell es täte.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s learned positions (Table 3, row E): the encoder&apos;s table (the decoder learns its own), first %1 positions.</source>
        <translation>Die gelernten Positionen des geöffneten Modells (Tabelle 3, Zeile E): die Tabelle des Encoders (der Decoder lernt seine eigene), die ersten %1 Positionen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The built-in demo&apos;s training was stopped (Preferences). Open a checkpoint, or train a model on the Train page.</source>
        <translation>Das Training der eingebauten Demo wurde angehalten (Einstellungen). Öffnen Sie einen Checkpoint oder trainieren Sie ein Modell auf der Seite „Training“.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="1"/>
        <source>The Train page has learned positions on (Table 3, row E): a new model learns its table, which holds no numbers before training. Shown instead: the paper&apos;s formula for d_model = %1.</source>
        <translation>Auf der Seite „Training“ sind gelernte Positionen eingeschaltet (Tabelle 3, Zeile E): Ein neues Modell lernt seine Tabelle, die vor dem Training keine Zahlen enthält. Stattdessen gezeigt: die Formel des Papers für d_model = %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page_model.cpp" line="1"/>
        <source>Model: the run&apos;s weights at step %1, its last validation (d_model %2, %3 heads, %4 encoder and %5 decoder layers); the run has ended. Every number below is this model&apos;s.</source>
        <translation>Modell: die Gewichte des Laufs bei Schritt %1, seiner letzten Validierung (d_model %2, %3 Köpfe, %4 Encoder- und %5 Decoder-Schichten); der Lauf ist beendet. Jede Zahl unten stammt von diesem Modell.</translation>
    </message>
</context>
<context>
    <name>studio::app::LengthHistogram</name>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="60"/>
        <source>Sentence lengths (training pairs)</source>
        <translation>Satzlängen (Trainingspaare)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="67"/>
        <source>sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="84"/>
        <source>length in tokens (the trained tokenizer&apos;s pieces)</source>
        <translation>Länge in Tokens (Teilwörter des trainierten Tokenizers)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="85"/>
        <source>length in words (split at spaces; no tokenizer trained yet)</source>
        <translation>Länge in Wörtern (an Leerzeichen getrennt; noch kein Tokenizer trainiert)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="95"/>
        <source>%1 (mean %L2, longest %L3)</source>
        <translation>%1 (Mittel %L2, längster %L3)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="104"/>
        <source>%1, bins of %L2</source>
        <translation>%1, Klassen zu je %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="97"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="98"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>Every pair fits the Train page&apos;s longest pair (%L1 tokens)</source>
        <translation>Jedes Paar passt in das längste Paar der Training-Seite (%L1 Tokens)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>%Ln pair(s) will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</source>
        <translation>
            <numerusform>%Ln Paar wird beim Training ausgelassen:
eine Seite ist länger als das längste Paar der Training-Seite (%L1 Tokens, gestrichelt)</numerusform>
            <numerusform>%Ln Paare werden beim Training ausgelassen:
eine Seite ist länger als das längste Paar der Training-Seite (%L1 Tokens, gestrichelt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a Hugging Face model folder</source>
        <translation>Hugging-Face-Modellordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>A Marian (OPUS-MT) model folder, e.g. a clone of Helsinki-NLP/opus-mt-en-de: converted once into a checkpoint beside your runs.</source>
        <translation>Ein Marian-Modellordner (OPUS-MT), z. B. ein Klon von Helsinki-NLP/opus-mt-en-de: wird einmal in einen Checkpoint neben Ihren Läufen umgewandelt.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a &amp;Hugging Face model folder…</source>
        <translation>&amp;Hugging-Face-Modellordner öffnen …</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="46"/>
        <source>Attention Studio</source>
        <translation>Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="58"/>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="63"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="64"/>
        <source>Train</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="65"/>
        <source>Translate</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="66"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="67"/>
        <source>Analyze</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="68"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="83"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation>Eingebaute Demo: englische Zahlwörter ins Deutsche. Drücken Sie „Trainieren“.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <source>Resume the experiment?</source>
        <translation>Das Experiment fortsetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="154"/>
        <source>The experiment in %1 was not finished when the app closed (%2). Resume it now? Each run goes on from its last checkpoint.</source>
        <translation>Das Experiment in %1 war beim Schließen der App nicht fertig (%2). Jetzt fortsetzen? Jeder Lauf macht an seinem letzten Checkpoint weiter.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="161"/>
        <source>Runs &gt; Resume experiment… goes on with %1 later.</source>
        <translation>Läufe &gt; „Experiment fortsetzen…“ macht später mit %1 weiter.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <source>Cannot resume the experiment</source>
        <translation>Das Experiment kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="190"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="192"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="198"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Data</source>
        <translation>&amp;Daten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Train</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>T&amp;ranslate</source>
        <translation>Ü&amp;bersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Analyze</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>R&amp;uns</source>
        <translation>Lä&amp;ufe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;About Attention Studio</source>
        <translation>Ü&amp;ber Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="216"/>
        <source>About Attention Studio</source>
        <translation>Über Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="217"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;A desktop tool for learning, teaching and inspecting the Transformer of &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, SentencePiece and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Werkzeug zum Lernen, Lehren und Untersuchen des Transformers aus &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser und Polosukhin, NeurIPS 2017, arXiv:1706.03762), von Grund auf mit LibTorch implementiert.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später. Es verwendet Qt, LibTorch, SentencePiece und QCustomPlot (GPL-3.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="238"/>
        <source>Stop the experiment and quit? The current step ends and a checkpoint is saved; the next start offers to resume the experiment.</source>
        <translation>Experiment stoppen und beenden? Der aktuelle Schritt endet und ein Checkpoint wird gespeichert; beim nächsten Start wird angeboten, das Experiment fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="241"/>
        <source>Training is running</source>
        <translation>Das Training läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="240"/>
        <source>Stop training and quit? The current step ends and a checkpoint is saved.</source>
        <translation>Training anhalten und beenden? Der aktuelle Schritt wird abgeschlossen und ein Checkpoint gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="253"/>
        <source>&amp;Open checkpoint…</source>
        <translation>Checkpoint ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="255"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <source>&amp;Save checkpoint as…</source>
        <translation>Checkpoint &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="260"/>
        <source>Copies the selected checkpoint, or the run&apos;s newest, to a file of your choice.</source>
        <translation>Kopiert den ausgewählten Checkpoint oder den neuesten des Laufs in eine Datei Ihrer Wahl.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="278"/>
        <source>Open checkpoint</source>
        <translation>Checkpoint öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="279"/>
        <source>Checkpoints (*.ckpt);;PyTorch checkpoints of the tutorial design (*.pt *.pth);;All files (*)</source>
        <translation>Checkpoints (*.ckpt);;PyTorch-Checkpoints des Tutorial-Designs (*.pt *.pth);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="299"/>
        <source>Cannot open the checkpoint</source>
        <translation>Der Checkpoint kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>You stopped the experiment in %1 (%2). Resume it now? Each unfinished run goes on from its last checkpoint.</source>
        <translation>Sie haben das Experiment in %1 angehalten (%2). Jetzt fortsetzen? Jeder unfertige Lauf geht von seinem letzten Checkpoint aus weiter.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Converted %1 into %2</source>
        <translation>%1 in %2 umgewandelt</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>No recent checkpoints</source>
        <translation>Keine zuletzt geöffneten Checkpoints</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Not a model folder</source>
        <translation>Kein Modellordner</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>%1 has no config.json: it is not a Hugging Face model folder. Choose the folder of a Marian (OPUS-MT) model, e.g. a clone of Helsinki-NLP/opus-mt-en-de.</source>
        <translation>%1 enthält keine config.json: Das ist kein Hugging-Face-Modellordner. Wählen Sie den Ordner eines Marian-Modells (OPUS-MT), z. B. einen Klon von Helsinki-NLP/opus-mt-en-de.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Dataset: %1, as last time.</source>
        <translation>Datensatz: %1, wie beim letzten Mal.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>Reading the dataset of the last session, %1…</source>
        <translation>Der Datensatz der letzten Sitzung, %1, wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The dataset of the last session, %1, could not be read again: the Data page says why.</source>
        <translation>Der Datensatz der letzten Sitzung, %1, konnte nicht erneut gelesen werden: Die Daten-Seite sagt, warum.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The experiment in %1 is running in another Attention Studio.</source>
        <translation>Das Experiment in %1 läuft in einem anderen Attention Studio.</translation>
    </message>
</context>
<context>
    <name>studio::app::MaskingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="36"/>
        <source>&lt;h3&gt;Masking (§3.2.3)&lt;/h3&gt;&lt;p&gt;The decoder predicts one token after another, so while training it must not look at the tokens it has to predict. Its self-attention therefore adds a mask to the scores QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt; before the softmax: 0 where query i may look at key j (j ≤ i, on and below the diagonal) and −∞ above it. exp(−∞) = 0, so the future keys get weight exactly 0 and the softmax spreads the whole weight over the keys that remain. Below, the mask for the decoder input of the open model&apos;s translation of the sentence, then one row of one head before and after masking.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Maskierung (§3.2.3)&lt;/h3&gt;&lt;p&gt;Der Decoder sagt ein Token nach dem anderen vorher; beim Training darf er deshalb nicht auf die Tokens schauen, die er vorhersagen soll. Seine Self-Attention addiert daher vor der Softmax eine Maske zu den Scores QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;: 0, wo Query i auf Key j schauen darf (j ≤ i, auf und unter der Diagonale), und −∞ darüber. exp(−∞) = 0, also bekommen die zukünftigen Keys genau das Gewicht 0, und der Softmax verteilt das ganze Gewicht auf die übrigen Keys. Unten die Maske für die Decoder-Eingabe der Übersetzung des Satzes durch das geöffnete Modell, dann eine Zeile eines Heads vor und nach der Maskierung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="49"/>
        <source>Decoder layer:</source>
        <translation>Decoder-Schicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="50"/>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="51"/>
        <source>Query token:</source>
        <translation>Query-Token:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="89"/>
        <source>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n position(s), so the mask has %n row(s) and %n column(s).</source>
        <translation>
            <numerusform>Greedy-Übersetzung: „%1“. Die Decoder-Eingabe ist %2, gefolgt von den Tokens der Übersetzung außer dem letzten (Teacher Forcing): %n Position, also hat die Maske %n Zeile und %n Spalte.</numerusform>
            <numerusform>Greedy-Übersetzung: „%1“. Die Decoder-Eingabe ist %2, gefolgt von den Tokens der Übersetzung außer dem letzten (Teacher Forcing): %n Positionen, also hat die Maske %n Zeilen und %n Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="95"/>
        <source>The mask below shows the first %1 of them; the row further down has every key.</source>
        <translation>Die Maske unten zeigt die ersten %1 davon; die Zeile weiter unten enthält jeden Key.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>Key token</source>
        <translation>Key-Token</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>softmax before masking</source>
        <translation>Softmax vor der Maskierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>softmax after masking</source>
        <translation>Softmax nach der Maskierung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="139"/>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="153"/>
        <source>Query “%1” may see keys 0 to %2. Without the mask the %n future key(s) would get %3 of the weight; with it they get exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</source>
        <translation>
            <numerusform>Query „%1“ darf die Keys 0 bis %2 sehen. Ohne Maske bekäme der %n zukünftige Key %3 des Gewichts; mit ihr bekommt er genau 0, und die übrigen Gewichte werden durch %4 geteilt, damit sie wieder 1 ergeben.</numerusform>
            <numerusform>Query „%1“ darf die Keys 0 bis %2 sehen. Ohne Maske bekämen die %n zukünftigen Keys %3 des Gewichts; mit ihr bekommen sie genau 0, und die übrigen Gewichte werden durch %4 geteilt, damit sie wieder 1 ergeben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MultiHeadSection</name>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="31"/>
        <source>Encoder layer:</source>
        <translation>Encoder-Schicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="32"/>
        <source>Query token:</source>
        <translation>Query-Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="74"/>
        <source>Shapes for this sentence (S = %1 tokens, h = %2 heads, d_k = %3, d_v = %4, d_model = %5): Q and K split into heads (1, %2, %1, %3), V (1, %2, %1, %4); attention weights (1, %2, %1, %1); each head&apos;s output (1, %1, %4); concatenated (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); the result (1, %1, %5).</source>
        <translation>Tensorformen für diesen Satz (S = %1 Tokens, h = %2 Köpfe, d_k = %3, d_v = %4, d_model = %5): Q und K in Köpfe aufgeteilt (1, %2, %1, %3), V (1, %2, %1, %4); Attention-Gewichte (1, %2, %1, %1); Ausgabe jedes Kopfes (1, %1, %4); verkettet (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); das Ergebnis (1, %1, %5).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="92"/>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="114"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Dimension</source>
        <translation>Dimension Nr.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Concat(heads)</source>
        <translation>Concat(Köpfe)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>The engine&apos;s output</source>
        <translation>Ausgabe der Engine</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="140"/>
        <source>Colours: blue below 0, red above 0, each row on its own scale. Computed here from the heads and W&lt;sup&gt;O&lt;/sup&gt;, and by the engine&apos;s forward pass: they differ by at most %1.</source>
        <translation>Farben: blau unter 0, rot über 0, jede Zeile mit eigener Skala. Hier aus den Köpfen und W&lt;sup&gt;O&lt;/sup&gt; berechnet und vom Vorwärtsdurchlauf der Engine: Sie unterscheiden sich höchstens um %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="0"/>
        <source>&lt;h3&gt;Multi-head attention (§3.2.2)&lt;/h3&gt;&lt;p&gt;Instead of one attention over d_model dimensions, the model runs h smaller ones in parallel, each on its own projection of the queries and keys to d_k dimensions and of the values to d_v (the paper takes d_k = d_v = d_model / h; the numbers below say this model&apos;s). Each head can attend to different things. Their outputs are concatenated (h · d_v numbers) and mixed back to d_model by one more matrix, W&lt;sup&gt;O&lt;/sup&gt;: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;. Below, every head of one encoder layer for one query token, numbered from 0 as on every page.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Multi-Head-Attention (§3.2.2)&lt;/h3&gt;&lt;p&gt;Statt einer einzigen Attention über d_model Dimensionen führt das Modell h kleinere parallel aus, jede auf ihrer eigenen Projektion der Queries und Keys auf d_k Dimensionen und der Values auf d_v (das Paper nimmt d_k = d_v = d_model / h; die Zahlen unten nennen die dieses Modells). Jeder Kopf kann auf etwas anderes achten. Ihre Ausgaben werden verkettet (h · d_v Zahlen) und durch eine weitere Matrix, W&lt;sup&gt;O&lt;/sup&gt;, zurück auf d_model gemischt: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;. Unten alle Köpfe einer Encoder-Schicht für ein Query-Token, wie auf jeder Seite ab 0 nummeriert.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::PairTableModel</name>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="0"/>
        <source>%1
(%2 bytes in all)</source>
        <translation>%1
(insgesamt %2 Bytes)</translation>
    </message>
</context>
<context>
    <name>studio::app::PositionalSection</name>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="26"/>
        <source>&lt;h3&gt;Positional encoding (§3.5)&lt;/h3&gt;&lt;p&gt;Attention by itself ignores word order, so the model adds a vector that depends only on the position to every token&apos;s embedding. The paper uses sines and cosines of geometrically increasing wavelengths, from 2π to 10000·2π: each dimension is one wave, and a fixed offset between positions is a linear function of the encodings.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Positionskodierung (§3.5)&lt;/h3&gt;&lt;p&gt;Attention allein ignoriert die Wortstellung, daher addiert das Modell zur Einbettung jedes Tokens einen Vektor, der nur von der Position abhängt. Das Paper verwendet Sinus- und Kosinusfunktionen mit geometrisch wachsenden Wellenlängen von 2π bis 10000·2π: Jede Dimension ist eine Welle, und ein fester Abstand zwischen Positionen ist eine lineare Funktion der Kodierungen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="42"/>
        <location filename="../app/gui/learn/learn_positional.cpp" line="61"/>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="43"/>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="62"/>
        <source>PE(pos, dimension)</source>
        <translation>PE(pos, Dimension)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (sin)</source>
        <translation>Dimension %1 (sin)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (cos)</source>
        <translation>Dimension %1 (cos)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="102"/>
        <source>Embedding scale (§3.4): the token embeddings are multiplied by √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 before the positional encoding is added.</source>
        <translation>Skalierung der Einbettung (§3.4): Die Token-Einbettungen werden mit √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 multipliziert, bevor die Positionskodierung addiert wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>dimension %1</source>
        <translation>Dimension %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>Embedding scale: this model adds the positional encoding to its token embeddings as they are, without the paper&apos;s multiplication by √d&lt;sub&gt;model&lt;/sub&gt; (§3.4).</source>
        <translation>Skalierung der Einbettungen: Dieses Modell addiert die Positionskodierung zu den Token-Einbettungen, wie sie sind, ohne die Multiplikation mit √d&lt;sub&gt;model&lt;/sub&gt; aus dem Paper (§3.4).</translation>
    </message>
</context>
<context>
    <name>studio::app::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="26"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="28"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="33"/>
        <source>A new language takes effect when Attention Studio is started again.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Attention Studio wirksam.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="38"/>
        <source>Every training run gets its own folder here, with its checkpoints and its history.</source>
        <translation>Jeder Trainingslauf erhält hier einen eigenen Ordner mit seinen Checkpoints und seinem Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="41"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="50"/>
        <source>All cores (%L1)</source>
        <translation>Alle Kerne (%L1)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="52"/>
        <source>CPU threads for the matrix products of new runs; the Train page starts with this value.</source>
        <translation>CPU-Threads für die Matrixprodukte neuer Läufe; die Seite „Training“ beginnt mit diesem Wert.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="55"/>
        <source>Train the built-in demo in the background when no model is open</source>
        <translation>Die eingebaute Demo im Hintergrund trainieren, wenn kein Modell geöffnet ist</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="57"/>
        <source>The Learn page then shows an untrained model&apos;s numbers at once and a trained model&apos;s about two minutes later; the trained demo is kept for the next start.</source>
        <translation>Die Seite „Lernen“ zeigt dann sofort die Zahlen eines untrainierten Modells und etwa zwei Minuten später die eines trainierten; die trainierte Demo wird für den nächsten Start aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="60"/>
        <source>Forget recent datasets and checkpoints</source>
        <translation>Zuletzt verwendete Datensätze und Checkpoints vergessen</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="69"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="71"/>
        <source>Runs folder:</source>
        <translation>Ordner für Läufe:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="72"/>
        <source>CPU threads:</source>
        <translation>CPU-Threads:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="73"/>
        <source>Learn page:</source>
        <translation>Seite „Lernen“:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="74"/>
        <source>Recent lists:</source>
        <translation>Verlaufslisten:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="89"/>
        <source>Forgotten.</source>
        <translation>Vergessen.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="96"/>
        <source>Runs folder</source>
        <translation>Ordner für Läufe</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="105"/>
        <source>The runs folder &quot;%1&quot; cannot be created.</source>
        <translation>Der Ordner für Läufe „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="110"/>
        <source>The runs folder &quot;%1&quot; is not writable.</source>
        <translation>Der Ordner für Läufe „%1“ ist nicht beschreibbar.</translation>
    </message>
</context>
<context>
    <name>studio::app::ProbePanel</name>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="21"/>
        <source>Pin sentences here before or during training: at every validation their attention is recorded. Then move the slider to watch the alignment form.</source>
        <translation>Heften Sie hier vor oder während des Trainings Sätze an: Bei jeder Validierung wird ihre Attention aufgezeichnet. Bewegen Sie dann den Schieberegler, um zu sehen, wie die Zuordnung entsteht.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="26"/>
        <source>A probe sentence</source>
        <translation>Ein Probesatz</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="27"/>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="28"/>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="34"/>
        <source>The validations of the current training run, oldest on the left.</source>
        <translation>Die Validierungen des aktuellen Trainingslaufs, die älteste links.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="35"/>
        <source>Nothing recorded yet.</source>
        <translation>Noch nichts aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="128"/>
        <source>Nothing recorded yet: pin a sentence and train; each validation adds a step.</source>
        <translation>Noch nichts aufgezeichnet: Heften Sie einen Satz an und trainieren Sie; jede Validierung fügt einen Schritt hinzu.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="135"/>
        <source>Validation %1 of %2, step %L3: %4</source>
        <translation>Validierung %1 von %2, Schritt %L3: %4</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="139"/>
        <source>(not recorded for this sentence)</source>
        <translation>(für diesen Satz nicht aufgezeichnet)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>(older validations thinned out, every other one dropped, to keep these recordings under %L1 MB)</source>
        <translation>(ältere Validierungen ausgedünnt, jede zweite verworfen, damit diese Aufzeichnungen unter %L1 MB bleiben)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>Sentence to pin</source>
        <translation>Anzuheftender Satz</translation>
    </message>
</context>
<context>
    <name>studio::app::RunTableModel</name>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="64"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="113"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="114"/>
        <source>exp of the dev token NLL without label smoothing (Table 3&apos;s PPL)</source>
        <translation>exp der Dev-Token-NLL ohne Label Smoothing (PPL aus Tabelle 3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="123"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="124"/>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="125"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="126"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="127"/>
        <source>Best BLEU</source>
        <translation>Bester BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="128"/>
        <source>Last BLEU</source>
        <translation>Letzter BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="129"/>
        <source>Dev loss</source>
        <translation>Dev-Loss</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="130"/>
        <source>Dev PPL</source>
        <translation>Dev-PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="131"/>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="132"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 of %2, failed</source>
        <translation>%1 von %2, fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1
%2
Failed: %3</source>
        <translation>%1
%2
Fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>The best of this run&apos;s own evaluations; at step 0 the model it was fine-tuned from had %1</source>
        <translation>Das Beste der eigenen Evaluationen dieses Laufs; bei Schritt 0 hatte das Modell, von dem aus feinabgestimmt wurde, %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>Label-smoothed cross-entropy per target token, as training reports it (Dev PPL and the Analyze page use the plain token NLL).</source>
        <translation>Label-geglättete Kreuzentropie pro Zieltoken, wie das Training sie meldet (Dev-PPL und die Seite „Analysieren“ verwenden die einfache Token-NLL).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>exp of the dev set&apos;s token NLL, without label smoothing (the paper&apos;s PPL).</source>
        <translation>exp der Token-NLL des Dev-Sets, ohne Label-Glättung (die PPL des Papers).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Wall time of the training steps, evaluations and checkpoint saves, pauses left out, over every resumed part (Tokens/s leaves the evaluations and saves out).</source>
        <translation>Wanduhrzeit der Trainingsschritte, Auswertungen und Checkpoint-Speicherungen, ohne Pausen, über alle fortgesetzten Teile (Tokens/s lässt die Auswertungen und Speicherungen aus).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Target tokens per second of the training steps alone, over the logged windows.</source>
        <translation>Zieltokens pro Sekunde allein der Trainingsschritte, über die protokollierten Abschnitte.</translation>
    </message>
</context>
<context>
    <name>studio::app::RunsPage</name>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="51"/>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="52"/>
        <source>Lists the runs in another folder too (a run&apos;s folder, or a folder of runs such as a sweep&apos;s).</source>
        <translation>Listet auch die Läufe in einem weiteren Ordner auf (dem Ordner eines Laufs oder einem Ordner mit Läufen, etwa dem eines Sweeps).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="53"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="68"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="69"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="70"/>
        <source>Open in Translate</source>
        <translation>In „Übersetzen“ öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="71"/>
        <source>Export table…</source>
        <translation>Tabelle exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Train loss (label-smoothed)</source>
        <translation>Trainings-Loss (label-geglättet)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by step</source>
        <translation>nach Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by training time</source>
        <translation>nach Trainingszeit</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by target tokens</source>
        <translation>nach Ziel-Tokens</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="89"/>
        <source>One colour per run, or one per value of a setting that differs between the runs.</source>
        <translation>Eine Farbe pro Lauf oder eine pro Wert einer Einstellung, die sich zwischen den Läufen unterscheidet.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="93"/>
        <source>Exponential moving average, debiased as TensorBoard does (as on the Train page).</source>
        <translation>Exponentieller gleitender Mittelwert, wie bei TensorBoard entzerrt (wie auf der Seite „Training“).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="94"/>
        <source>Export curves…</source>
        <translation>Kurven exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="98"/>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="100"/>
        <source>Smoothing:</source>
        <translation>Glättung:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="116"/>
        <source>Settings that differ (highlighted: not as in the first run)</source>
        <translation>Abweichende Einstellungen (hervorgehoben: anders als im ersten Lauf)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="131"/>
        <source>Add a folder of runs</source>
        <translation>Einen Ordner mit Läufen hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="182"/>
        <source>Runs in: %1</source>
        <translation>Läufe in: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="204"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="205"/>
        <source>%n run(s); not readable: %1</source>
        <translation>
            <numerusform>%n Lauf; nicht lesbar: %1</numerusform>
            <numerusform>%n Läufe; nicht lesbar: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="217"/>
        <source>by run</source>
        <translation>nach Lauf</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="218"/>
        <source>by %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>training time (s)</source>
        <translation>Trainingszeit (s)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>target tokens</source>
        <translation>Ziel-Tokens</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="318"/>
        <source>Delete run</source>
        <translation>Lauf löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="319"/>
        <source>Delete the run in %1? Its checkpoints and history are removed; other files in the folder stay.</source>
        <translation>Den Lauf in %1 löschen? Seine Checkpoints und sein Verlauf werden entfernt; andere Dateien im Ordner bleiben.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="329"/>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="330"/>
        <source>Deleted the run in %1; kept: %2</source>
        <translation>Den Lauf in %1 gelöscht; behalten: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>Rename run</source>
        <translation>Lauf umbenennen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>New folder name:</source>
        <translation>Neuer Ordnername:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="375"/>
        <source>Export the runs table</source>
        <translation>Die Tabelle der Läufe exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="376"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="380"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="384"/>
        <source>Export the curves into</source>
        <translation>Die Kurven exportieren nach</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>This run is being trained: stop it on the Train page first.</source>
        <translation>Dieser Lauf wird gerade trainiert: halten Sie ihn zuerst auf der Seite „Training“ an.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 is being trained: stop it on the Train page first.</source>
        <translation>%1 wird gerade trainiert: halten Sie den Lauf zuerst auf der Seite „Training“ an.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>Dev-BLEU (gierig)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev loss (label-smoothed)</source>
        <translation>Dev-Verlust (label-geglättet)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Remove folder</source>
        <translation>Ordner entfernen</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Stops listing an added folder; its runs stay on disk.</source>
        <translation>Listet einen hinzugefügten Ordner nicht mehr auf; seine Läufe bleiben auf der Festplatte.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 (not found)</source>
        <translation>%1 (nicht gefunden)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Metric</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Horizontal axis</source>
        <translation>Horizontale Achse</translation>
    </message>
</context>
<context>
    <name>studio::app::SublayerSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>%1 of the %n hidden unit(s) of d_ff are positive after %2 for this token (this model has %2 where the paper has ReLU).</source>
        <translation>
            <numerusform>%1 der %n verborgenen Einheit von d_ff ist nach %2 für dieses Token positiv (dieses Modell hat %2, wo das Paper ReLU hat).</numerusform>
            <numerusform>%1 der %n verborgenen Einheiten von d_ff sind nach %2 für dieses Token positiv (dieses Modell hat %2, wo das Paper ReLU hat).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Feed-forward</source>
        <translation>Feed-Forward-Netz</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="56"/>
        <source>Encoder layer:</source>
        <translation>Encoder-Schicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Sub-layer:</source>
        <translation>Teilschicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="58"/>
        <source>Token:</source>
        <translation>Quell-Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="107"/>
        <source>This model normalises before the sub-layer (pre-norm): output = x + %1(LayerNorm(x)).</source>
        <translation>Dieses Modell normalisiert vor der Teilschicht (Pre-Norm): Ausgabe = x + %1(LayerNorm(x)).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="109"/>
        <source>As in the paper (post-norm): output = LayerNorm(x + %1(x)).</source>
        <translation>Wie im Paper (Post-Norm): Ausgabe = LayerNorm(x + %1(x)).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="120"/>
        <source>Colours: blue below 0, red above 0, every row on one scale (±%1).</source>
        <translation>Farben: blau unter 0, rot über 0, alle Zeilen auf einer gemeinsamen Skala (±%1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="126"/>
        <source>Dimension</source>
        <translation>Dimension Nr.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="127"/>
        <source>The engine&apos;s output</source>
        <translation>Ausgabe der Engine</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>length ‖·‖</source>
        <translation>Länge ‖·‖</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="158"/>
        <source>Layer norm takes a vector with mean %1 and standard deviation %2 to one with mean %3 and standard deviation %4 (after the learned gain and bias).</source>
        <translation>Die Layer-Normalisierung macht aus einem Vektor mit Mittelwert %1 und Standardabweichung %2 einen mit Mittelwert %3 und Standardabweichung %4 (nach dem gelernten Gain und Bias).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="164"/>
        <source>%1 of the %n hidden ReLU unit(s) of d_ff are active (above 0) for this token.</source>
        <translation>
            <numerusform>Aktiv (über 0) für dieses Token: %1 von %n verborgenen ReLU-Einheit von d_ff.</numerusform>
            <numerusform>Aktiv (über 0) für dieses Token: %1 von %n verborgenen ReLU-Einheiten von d_ff.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>&lt;h3&gt;Feed-forward, residual connection and layer norm (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;Each layer has two sub-layers: self-attention, which mixes information between positions, and a feed-forward network, which works on each position alone: in the paper FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (Eq. 2); models such as the Marian ones put SiLU or GELU in place of max(0, ·), and the formula below is the open model&apos;s. Around each one runs a residual connection: the sub-layer&apos;s output is added to its input, so information and gradients can pass through the stack unchanged. Layer normalisation keeps the numbers in range: it shifts and scales each position&apos;s vector to mean 0 and standard deviation 1, then applies a learned gain and bias. Below, one token&apos;s vector on its way through one sub-layer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Feed-Forward-Netz, Residualverbindung und Layer-Normalisierung (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;Jede Schicht hat zwei Teilschichten: die Self-Attention, die Information zwischen den Positionen mischt, und ein Feed-Forward-Netz, das auf jeder Position für sich arbeitet: im Paper FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (Gl. 2); Modelle wie die von Marian setzen SiLU oder GELU an die Stelle von max(0, ·), und die Formel unten ist die des geöffneten Modells. Um jede herum führt eine Residualverbindung: Die Ausgabe der Teilschicht wird zu ihrer Eingabe addiert, sodass Information und Gradienten unverändert durch den Stapel gelangen können. Die Layer-Normalisierung hält die Zahlen im Rahmen: Sie verschiebt und skaliert den Vektor jeder Position auf Mittelwert 0 und Standardabweichung 1 und wendet dann einen gelernten Verstärkungsfaktor (Gain) und Bias an. Unten der Vektor eines Tokens auf seinem Weg durch eine Teilschicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>Its feed-forward network: %1.</source>
        <translation>Sein Feed-Forward-Netz: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This is the encoder&apos;s last sub-layer: the stack&apos;s final LayerNorm follows it, and the decoder reads LayerNorm(output).</source>
        <translation>Dies ist die letzte Teilschicht des Encoders: Auf sie folgt die abschließende LayerNorm des Stapels, und der Decoder liest LayerNorm(output).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm is the PyTorch tutorial&apos;s: gain · (x − mean) / (σ + ε) + bias, with σ the standard deviation over D − 1 and ε = %1.</source>
        <translation>Die Layer-Norm dieses Modells ist die des PyTorch-Tutorials: Verstärkung · (x − Mittelwert) / (σ + ε) + Bias, mit σ der Standardabweichung über D − 1 und ε = %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm: gain · (x − mean) / √(σ² + ε) + bias, with σ² the variance over D and ε = %1.</source>
        <translation>Die Layer-Norm dieses Modells: Verstärkung · (x − Mittelwert) / √(σ² + ε) + Bias, mit σ² der Varianz über D und ε = %1.</translation>
    </message>
</context>
<context>
    <name>studio::app::TokenizerPanel</name>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Tokenizer training stopped; nothing was trained.</source>
        <translation>Tokenizer-Training gestoppt; nichts wurde trainiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Stopping the tokenizer training…</source>
        <translation>Das Tokenizer-Training wird beendet …</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Ends SentencePiece&apos;s training; nothing is kept.</source>
        <translation>Beendet das Training von SentencePiece; nichts wird behalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="35"/>
        <source>Tokenizer</source>
        <translation>Tokenisierung</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="44"/>
        <source>&amp;Train tokenizer</source>
        <translation>Tokenizer &amp;trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="54"/>
        <source>A sentence to split into pieces</source>
        <translation>Ein Satz, der in Teilwörter zerlegt wird</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="59"/>
        <source>Each piece with its id below it; ▁ marks the start of a word.</source>
        <translation>Jedes Teilwort mit seiner ID darunter; ▁ markiert den Anfang eines Wortes.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="68"/>
        <source>Vocabulary size:</source>
        <translation>Vokabulargröße:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="71"/>
        <source>Sample:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="72"/>
        <source>Pieces:</source>
        <translation>Teilwörter:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="77"/>
        <source>Read a dataset to train a tokenizer on it.</source>
        <translation>Lesen Sie einen Datensatz ein, um einen Tokenizer darauf zu trainieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="94"/>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="114"/>
        <source>No tokenizer trained yet: a training run trains one with the Train page&apos;s vocabulary size.</source>
        <translation>Noch kein Tokenizer trainiert: Ein Trainingslauf trainiert einen mit der Vokabulargröße der Seite „Training“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="107"/>
        <source>Training a %L1-piece vocabulary on %Ln pairs…</source>
        <translation>
            <numerusform>Ein Vokabular mit %L1 Teilwörtern wird auf %Ln Paar trainiert…</numerusform>
            <numerusform>Ein Vokabular mit %L1 Teilwörtern wird auf %Ln Paaren trainiert…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="124"/>
        <source>Trained: %Ln pieces. The Train page uses this tokenizer.</source>
        <translation>
            <numerusform>Trainiert: %Ln Teilwort. Die Seite „Training“ verwendet diesen Tokenizer.</numerusform>
            <numerusform>Trainiert: %Ln Teilwörter. Die Seite „Training“ verwendet diesen Tokenizer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="119"/>
        <source>The tokenizer could not be trained: %1</source>
        <translation>Der Tokenizer konnte nicht trainiert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="152"/>
        <source>Train the tokenizer to see how the sample is split.</source>
        <translation>Trainieren Sie den Tokenizer, um zu sehen, wie das Beispiel zerlegt wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Pieces in the joint SentencePiece vocabulary (a unigram model) of both languages; §5.1 of the paper used byte-pair encoding with a shared vocabulary. Lowered automatically when the data is too small for it.</source>
        <translation>Teilwörter im gemeinsamen SentencePiece-Vokabular (ein Unigram-Modell) beider Sprachen; §5.1 des Papers verwendete Byte-Pair-Encoding mit gemeinsamem Vokabular. Wird automatisch verringert, wenn die Daten dafür zu klein sind.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Model&apos;s translation</source>
        <translation>Übersetzung des Modells</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="53"/>
        <source>Sample translations</source>
        <translation>Beispielübersetzungen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="54"/>
        <source>Checkpoints</source>
        <translation>Checkpoint-Dateien</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="69"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="78"/>
        <source>Cannot open the checkpoint</source>
        <translation>Der Checkpoint kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="82"/>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="86"/>
        <source>Cannot fine-tune</source>
        <translation>Feinabstimmung nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="92"/>
        <source>Training</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="100"/>
        <source>custom</source>
        <translation>benutzerdefiniert</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="96"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop. custom: the settings below as they are (an opened checkpoint whose model has no preset&apos;s size).</source>
        <translation>Modellgröße. base und big sind die beiden Modelle des Papers (Tabelle 3); tiny trainiert die Demos in Minuten auf einem Laptop. benutzerdefiniert: die Einstellungen unten, wie sie sind (ein geöffneter Checkpoint, dessen Modell keine Preset-Größe hat).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="102"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation>Optimiererschritte. Die Lernrate steigt in der Aufwärmphase und fällt dann mit der inversen Quadratwurzel des Schritts (§5.3, Gl. 3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="108"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation>Alle so vielen Schritte: Dev-Verlust, Dev-BLEU und ein Checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="114"/>
        <source>CPU threads for the matrix products.</source>
        <translation>CPU-Threads für die Matrixprodukte.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="118"/>
        <source>Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and one is present.</source>
        <translation>Wo das Modell trainiert: auf der CPU oder auf einer GPU, wenn dieses LibTorch mit CUDA gebaut wurde und eine vorhanden ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="122"/>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="123"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="124"/>
        <source>bf16 mixed</source>
        <translation>bf16 gemischt</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="125"/>
        <source>fp16 mixed (GPU)</source>
        <translation>fp16 gemischt (GPU)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="138"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="185"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="140"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="141"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation>Beendet das Training nach dem aktuellen Batch und speichert einen Checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="142"/>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="144"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation>Hält das Training zwischen zwei Batches an; erneut drücken, um denselben Lauf fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="145"/>
        <source>Export curves…</source>
        <translation>Kurven exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="146"/>
        <source>Saves every curve as CSV, PNG and SVG into a folder.</source>
        <translation>Speichert jede Kurve als CSV, PNG und SVG in einen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="148"/>
        <source>Ready: press Train.</source>
        <translation>Bereit: Drücken Sie „Trainieren“.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="151"/>
        <source>Preset:</source>
        <translation>Voreinstellung:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="152"/>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="154"/>
        <source>Evaluate every:</source>
        <translation>Evaluationsintervall:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="155"/>
        <source>Threads:</source>
        <translation>CPU-Threads:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="156"/>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="157"/>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="171"/>
        <source>Hyper-parameters (set by the preset; hover for the paper&apos;s section)</source>
        <translation>Hyperparameter (von der Voreinstellung gesetzt; Abschnitt des Papers im Tooltip)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="198"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation>Pausiert. Drücken Sie „Fortsetzen“, um denselben Lauf fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="206"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation>Verlust (mit Label Smoothing, pro Token)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="207"/>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="210"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="212"/>
        <source>Learning rate (§5.3)</source>
        <translation>Lernrate (§5.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="213"/>
        <source>rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="215"/>
        <source>Target tokens per second</source>
        <translation>Ziel-Tokens pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="216"/>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="217"/>
        <location filename="../app/gui/train/train_page.cpp" line="220"/>
        <location filename="../app/gui/train/train_page.cpp" line="221"/>
        <location filename="../app/gui/train/train_page.cpp" line="350"/>
        <location filename="../app/gui/train/train_page.cpp" line="351"/>
        <location filename="../app/gui/train/train_page.cpp" line="352"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="46"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="47"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="48"/>
        <source>train</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="218"/>
        <location filename="../app/gui/train/train_page.cpp" line="219"/>
        <location filename="../app/gui/train/train_page.cpp" line="368"/>
        <location filename="../app/gui/train/train_page.cpp" line="369"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="43"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="44"/>
        <source>dev</source>
        <translation>Dev</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="226"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation>Exponentieller gleitender Mittelwert, bias-korrigiert wie in TensorBoard; die Rohwerte bleiben blass sichtbar.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="228"/>
        <source>Follow the latest step</source>
        <translation>Dem neuesten Schritt folgen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="231"/>
        <source>Smoothing:</source>
        <translation>Glättung:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="265"/>
        <source>Export the curves to</source>
        <translation>Kurven exportieren nach</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="269"/>
        <source>Curves saved in %1</source>
        <translation>Kurven gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="271"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="339"/>
        <source>Training on %1 with the %2 preset; checkpoints in %3</source>
        <translation>Training auf %1 mit der Voreinstellung %2; Checkpoints in %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="342"/>
        <source>Fine-tuning %1 on %2; checkpoints in %3</source>
        <translation>Feinabstimmung von %1 auf %2; Checkpoints in %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="345"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation>Daten und Tokenizer werden vorbereitet…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="357"/>
        <source>Step %L1 of %L2, epoch %L3, loss %L4, %L5 tokens/s, about %L6 s left</source>
        <translation>Schritt %L1 von %L2, Epoche %L3, Verlust %L4, %L5 Tokens/s, noch etwa %L6 s</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="379"/>
        <source>Step %L1: dev loss %L2 (label-smoothed), dev BLEU %L3%4, %L5 % exactly right</source>
        <translation>Schritt %L1: Dev-Verlust %L2 (mit Label Smoothing), Dev-BLEU %L3%4, %L5 % genau richtig</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="378"/>
        <source> (on characters)</source>
        <translation> (auf Zeichen)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="126"/>
        <source>auto: bf16 mixed where the processor multiplies bfloat16 natively (AMX or AVX-512 BF16, or a GPU), fp32 elsewhere. fp32: everything in 32-bit floats. bf16 mixed: the matrix products in bfloat16 (several times faster on CPUs with AMX or AVX-512 BF16, and on GPUs), the weights, softmax, layer norms and the loss in fp32; where the processor lacks bfloat16 it trains in fp32 and says so. fp16 mixed: the same in float16, on a GPU only.</source>
        <translation>auto: bf16 gemischt, wo der Prozessor bfloat16 nativ multipliziert (AMX oder AVX-512 BF16, oder eine GPU), sonst fp32. fp32: alles in 32-Bit-Gleitkommazahlen. bf16 gemischt: die Matrixprodukte in bfloat16 (auf CPUs mit AMX oder AVX-512 BF16 und auf GPUs um ein Mehrfaches schneller), Gewichte, Softmax, Layer-Norms und der Verlust in fp32; fehlt dem Prozessor bfloat16, wird in fp32 trainiert und darauf hingewiesen. fp16 gemischt: dasselbe in float16, nur auf einer GPU.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="392"/>
        <source>Training finished.</source>
        <translation>Training abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="395"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation>Gestoppt; der letzte Checkpoint wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="396"/>
        <source>Stopped before the first step; nothing was saved.</source>
        <translation>Vor dem ersten Schritt angehalten; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="400"/>
        <source>Training stopped: %1</source>
        <translation>Training abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="401"/>
        <source>In Hyper-parameters, try a smaller learning-rate factor, a longer warm-up or gradient clipping, then train again or resume from the last checkpoint.</source>
        <translation>Versuchen Sie unter „Hyperparameter“ einen kleineren Lernratenfaktor, ein längeres Warm-up oder Gradienten-Clipping, und trainieren Sie dann neu oder setzen Sie ab dem letzten Checkpoint fort.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="404"/>
        <source>Training could not run: %1</source>
        <translation>Das Training konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="55"/>
        <source>Training is running: stop it before opening a checkpoint.</source>
        <translation>Das Training läuft: Stoppen Sie es, bevor Sie einen Checkpoint öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="60"/>
        <source>Cannot open the checkpoint: %1</source>
        <translation>Der Checkpoint kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="75"/>
        <source>training checkpoint (resumable)</source>
        <translation>Trainings-Checkpoint (fortsetzbar)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="76"/>
        <source>weights only (averaged, exported or imported)</source>
        <translation>nur Gewichte (gemittelt, exportiert oder importiert)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>dev BLEU %L1</source>
        <translation>Dev-BLEU %L1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="78"/>
        <source>Opened %1: step %L2, %3, %4</source>
        <translation>%1 geöffnet: Schritt %L2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="79"/>
        <source>Opened %1 (%n history entries)</source>
        <translation>
            <numerusform>%1 geöffnet (%n Verlaufseintrag)</numerusform>
            <numerusform>%1 geöffnet (%n Verlaufseinträge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="90"/>
        <source>Following the run in %1: %n history entries</source>
        <translation>
            <numerusform>Verfolge den Lauf in %1: %n Verlaufseintrag</numerusform>
            <numerusform>Verfolge den Lauf in %1: %n Verlaufseinträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="109"/>
        <source>The checkpoint is at step %L1: Steps raised from %L2 to %L3.</source>
        <translation>Der Checkpoint steht bei Schritt %L1: „Schritte“ von %L2 auf %L3 erhöht.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="135"/>
        <source>Train from scratch instead</source>
        <translation>Stattdessen von Grund auf trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="155"/>
        <source>Cannot fine-tune: %1</source>
        <translation>Feinabstimmung nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="164"/>
        <source>Fine-tune</source>
        <translation>Feinabstimmen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="167"/>
        <source>&lt;b&gt;Fine-tuning %1&lt;/b&gt; (its step %L2): the next run starts from its weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page (which shows how much of it the tokenizer knows). It evaluates at step 0 first. The model&apos;s size is fixed; dropout and the training settings can change.</source>
        <translation>&lt;b&gt;Feinabstimmung von %1&lt;/b&gt; (dessen Schritt %L2): Der nächste Lauf startet mit seinen Gewichten, seinem Modell und Tokenizer, mit neuem Optimierer und Lernraten-Zeitplan, auf den auf der Seite „Daten“ gewählten Daten (die zeigt, wie viel davon der Tokenizer kennt). Zuerst wird bei Schritt 0 evaluiert. Die Modellgröße ist fest; Dropout und die Trainingseinstellungen können sich ändern.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="174"/>
        <source>Ready to fine-tune %1: choose the data, then press Fine-tune.</source>
        <translation>Bereit zur Feinabstimmung von %1: Daten wählen, dann „Feinabstimmen“ drücken.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="175"/>
        <source>Fine-tuning prepared from %1 (its step %L2)</source>
        <translation>Feinabstimmung vorbereitet aus %1 (dessen Schritt %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>no evaluation at this step</source>
        <translation>keine Evaluation bei diesem Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="95"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="150"/>
        <source>Training is running already.</source>
        <translation>Das Training läuft bereits.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="100"/>
        <source>Cannot resume: %1</source>
        <translation>Fortsetzen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="103"/>
        <source>%1 holds weights only (an averaged or exported model): it cannot continue training. Resume from one of the run&apos;s training checkpoints.</source>
        <translation>%1 enthält nur Gewichte (ein gemitteltes oder exportiertes Modell): Damit kann das Training nicht fortgesetzt werden. Setzen Sie von einem der Trainings-Checkpoints des Laufs fort.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="121"/>
        <source>Loading the checkpoint and its data…</source>
        <translation>Checkpoint und seine Daten werden geladen…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>(BLEU and exact matches on the first %L1 of %L2 dev sentences)</source>
        <translation>(BLEU und exakte Treffer auf den ersten %L1 von %L2 Dev-Sätzen)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Step %L1: no dev set, so no dev loss or BLEU; the checkpoint was written.</source>
        <translation>Schritt %L1: kein Dev-Set, also kein Dev-Verlust und kein BLEU; der Checkpoint wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training %1</source>
        <translation>Training von %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>no dev set</source>
        <translation>kein Dev-Set</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resuming %1 from step %L2 up to step %L3 in %4, evaluating every %L5 steps, precision %6</source>
        <translation>%1 wird ab Schritt %L2 bis Schritt %L3 in %4 fortgesetzt, Auswertung alle %L5 Schritte, Genauigkeit %6</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The form cannot show these settings of %1 as they are and shows the nearest it can (a new run from the form takes those): %2</source>
        <translation>Das Formular kann diese Einstellungen von %1 nicht genau anzeigen und zeigt die nächstliegenden Werte (ein neuer Lauf aus dem Formular übernimmt diese): %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>Dev-BLEU (gierig)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The model is multilingual: this target-language token is put first in every training and dev source, and the fine-tuned model translates into it by default</source>
        <translation>Das Modell ist mehrsprachig: Dieses Zielsprachen-Token steht am Anfang jeder Trainings- und Dev-Quelle, und das feinabgestimmte Modell übersetzt standardmäßig in diese Sprache</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Target language:</source>
        <translation>&amp;Zielsprache:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resume cancelled: the run is unchanged.</source>
        <translation>Fortsetzen abgebrochen: Der Lauf ist unverändert.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue an earlier checkpoint?</source>
        <translation>Einen früheren Checkpoint fortsetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The run went further than this checkpoint: %1 is at step %L2. Continuing step %L3 in the run&apos;s folder would replace the later checkpoints and cut its curves back to step %L3.</source>
        <translation>Der Lauf ist über diesen Checkpoint hinausgegangen: %1 steht bei Schritt %L2. Schritt %L3 im Ordner des Laufs fortzusetzen würde die späteren Checkpoints ersetzen und seine Kurven auf Schritt %L3 zurückschneiden.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue in a &amp;new run folder</source>
        <translation>In einem &amp;neuen Laufordner fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Discard the later steps</source>
        <translation>Spätere Schritte &amp;verwerfen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>An average of checkpoints is being written; resume when it is done.</source>
        <translation>Ein Mittel von Checkpoints wird gerade geschrieben; setzen Sie fort, wenn es fertig ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training notes</source>
        <translation>Trainingsnotizen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; Train waits for it (or for another dataset chosen there).</source>
        <translation>Die Daten-Seite liest den Datensatz der letzten Sitzung, %1; „Training“ wartet darauf (oder auf einen anderen dort gewählten Datensatz).</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingController</name>
    <message>
        <location filename="../app/bridge/train/training_controller.cpp" line="1"/>
        <source>; the dev loss and BLEU are computed in fp32</source>
        <translation>; Dev-Verlust und BLEU werden in fp32 berechnet</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="38"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="39"/>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="47"/>
        <source>class (the gold one is %1)</source>
        <translation>Klasse (die richtige ist %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="48"/>
        <source>target probability</source>
        <translation>Zielwahrscheinlichkeit</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="86"/>
        <source>&lt;p&gt;Label smoothing (§5.4, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): instead of all probability on the gold token, the target puts 1 − ε&lt;sub&gt;ls&lt;/sub&gt; there and spreads ε&lt;sub&gt;ls&lt;/sub&gt; evenly over all V classes, the gold one included. With V = %2, every class gets ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 and the gold one %4. This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Label Smoothing (§5.4, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): Statt der ganzen Wahrscheinlichkeit auf dem richtigen Token legt das Ziel dort 1 − ε&lt;sub&gt;ls&lt;/sub&gt; ab und verteilt ε&lt;sub&gt;ls&lt;/sub&gt; gleichmäßig auf alle V Klassen, die richtige eingeschlossen. Bei V = %2 erhält jede Klasse ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 und die richtige %4. Das verschlechtert die Perplexität, weil das Modell unsicherer wird, verbessert aber Genauigkeit und BLEU.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="100"/>
        <source>Current settings: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, factor = %3. The rate peaks at step %2 with %4.</source>
        <translation>Aktuelle Einstellungen: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, Faktor = %3. Die Rate erreicht bei Schritt %2 ihr Maximum von %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>&lt;h3&gt;Training: learning rate (§5.3) and label smoothing (§5.4)&lt;/h3&gt;&lt;p&gt;The paper trains with Adam and a learning rate that rises linearly for the first warmup_steps and then decays with the inverse square root of the step (Eq. 3):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The paper&apos;s factor is 1; the studio lets you scale the whole curve with it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Training: Lernrate (§5.3) und Label Smoothing (§5.4)&lt;/h3&gt;&lt;p&gt;Das Paper trainiert mit Adam und einer Lernrate, die in den ersten warmup_steps linear steigt und danach mit der inversen Quadratwurzel des Schritts fällt (Gl. 3):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;Der Faktor (factor) des Papers ist 1; das Studio lässt Sie die ganze Kurve damit skalieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>This model was imported: its file does not say how it was trained. The curve shows d&lt;sub&gt;model&lt;/sub&gt; = %1 with the default warmup_steps = %2 and factor = %3; the rate peaks at step %2 with %4.</source>
        <translation>Dieses Modell wurde importiert: Seine Datei sagt nicht, wie es trainiert wurde. Die Kurve zeigt d&lt;sub&gt;model&lt;/sub&gt; = %1 mit den Voreinstellungen warmup_steps = %2 und factor = %3; die Rate erreicht ihr Maximum bei Schritt %2 mit %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported: its file does not say how it was trained, so ε&lt;sub&gt;ls&lt;/sub&gt; = %1 is the default of a new run, not necessarily its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Modell wurde importiert: Seine Datei sagt nicht, wie es trainiert wurde, daher ist ε&lt;sub&gt;ls&lt;/sub&gt; = %1 der Standardwert eines neuen Laufs, nicht unbedingt sein eigener.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported from the PyTorch tutorial&apos;s design, which trains with ε&lt;sub&gt;ls&lt;/sub&gt; = %1 (its loss&apos;s label_smoothing): the value above is its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Modell wurde aus dem Entwurf des PyTorch-Tutorials importiert, das mit ε&lt;sub&gt;ls&lt;/sub&gt; = %1 trainiert (label_smoothing seiner Verlustfunktion): Der Wert oben ist sein eigener.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingWorker</name>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="126"/>
        <source>Longest pair lowered to %1 tokens to fit the model&apos;s %2 positions</source>
        <translation>Längstes Paar auf %1 Tokens gesenkt, passend zu den %2 Positionen des Modells</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="130"/>
        <source>Fine-tuning %1 (its step %2): its model and tokenizer are kept; a new optimiser and schedule start</source>
        <translation>Feinabstimmung von %1 (dessen Schritt %2): Modell und Tokenizer bleiben; ein neuer Optimierer und Zeitplan beginnen</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="155"/>
        <location filename="../app/bridge/train/training_worker.cpp" line="262"/>
        <source>stopped before the first step; nothing was saved</source>
        <translation>vor dem ersten Schritt gestoppt; nichts wurde gespeichert</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="158"/>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="162"/>
        <source>Training the tokenizer on %1 pairs</source>
        <translation>Tokenizer wird auf %1 Paaren trainiert</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="174"/>
        <source>%1 parameters, vocabulary %2, %3 steps planned</source>
        <translation>%1 Parameter, Vokabular %2, %3 Schritte geplant</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="201"/>
        <source>training snapshot of %1 at step %2</source>
        <translation>Trainings-Schnappschuss von %1 bei Schritt %2</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>the run is already at step %1; set Steps above that to continue it</source>
        <translation>der Lauf ist bereits bei Schritt %1; setzen Sie „Schritte“ höher, um ihn fortzusetzen</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Continuing %1 from step %2 with its own settings; the page&apos;s steps, evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>%1 wird ab Schritt %2 mit seinen eigenen Einstellungen fortgesetzt; es gelten die Schritte, das Auswertungsintervall, die behaltenen Checkpoints, die Genauigkeit, die Threads und das Gerät der Seite</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Every training and dev source starts with %1, the target-language token</source>
        <translation>Jede Trainings- und Dev-Quelle beginnt mit %1, dem Zielsprachen-Token</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>The run&apos;s checkpoints after step %L1 were removed, as chosen</source>
        <translation>Die Checkpoints des Laufs nach Schritt %L1 wurden wie gewählt entfernt</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run trained on %1 processes: a step now takes %2 batch(es) where it took %3, so its losses from here are not those the run would have had</source>
        <translation>Der Lauf trainierte in %1 Prozessen: Ein Schritt nimmt jetzt %2 Batch(es), wo er %3 nahm; seine Verluste ab hier sind daher nicht die, die der Lauf gehabt hätte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>Continuing %1 from step %2 with its own settings, to the end of its %n epoch(s); the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>
            <numerusform>Setze %1 ab Schritt %2 mit seinen eigenen Einstellungen fort, bis zum Ende seiner %n Epoche; Evaluierungsintervall, behaltene Checkpoints, Genauigkeit, Threads und Gerät der Seite gelten</numerusform>
            <numerusform>Setze %1 ab Schritt %2 mit seinen eigenen Einstellungen fort, bis zum Ende seiner %n Epochen; Evaluierungsintervall, behaltene Checkpoints, Genauigkeit, Threads und Gerät der Seite gelten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>training snapshot at step %1</source>
        <translation>Trainings-Schnappschuss bei Schritt %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run keeps its newest %1 checkpoints: the page&apos;s %2 would delete some it kept, so %1 are kept.</source>
        <translation>Der Lauf behält seine neuesten %1 Checkpoints: Die %2 der Seite würden einige löschen, die er behalten hat, daher werden %1 behalten.</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslatePage</name>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Target language:</source>
        <translation>Zielsprache:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>This model translates into several languages: the token put at the start of every source sentence chooses the output language (a sentence that starts with its own &gt;&gt;xx&lt;&lt; keeps it).</source>
        <translation>Dieses Modell übersetzt in mehrere Sprachen: Das Token am Anfang jedes Quellsatzes wählt die Ausgabesprache (ein Satz, der mit einem eigenen &gt;&gt;xx&lt;&lt; beginnt, behält es).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="39"/>
        <source>Open a checkpoint, or take the model being trained.</source>
        <translation>Öffnen Sie einen Checkpoint oder nehmen Sie das Modell, das gerade trainiert wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="61"/>
        <location filename="../app/gui/translate/translate_page.cpp" line="95"/>
        <source>Translate</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="62"/>
        <source>No model open.</source>
        <translation>Kein Modell geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="66"/>
        <source>Open checkpoint…</source>
        <translation>Checkpoint öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="67"/>
        <source>Use the model being trained</source>
        <translation>Trainingsmodell verwenden</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="68"/>
        <source>Copies the weights between two training steps; training goes on.</source>
        <translation>Kopiert die Gewichte zwischen zwei Trainingsschritten; das Training läuft weiter.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="75"/>
        <source>Beam size; 1 is greedy decoding. The paper used 4 (§6.1).</source>
        <translation>Beam-Breite; 1 ist gierige (greedy) Dekodierung. Das Paper verwendete 4 (§6.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="80"/>
        <source>Length penalty alpha (§6.1: 0.6): scores are log p / ((5 + |Y|) / 6)^alpha.</source>
        <translation>Längenstrafe alpha (§6.1: 0,6): Die Bewertungen sind log p / ((5 + |Y|) / 6)^alpha.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="85"/>
        <source>A translation ends at the source&apos;s length plus this many tokens when the model has not ended it (EOS) before: an untrained model never does.</source>
        <translation>Eine Übersetzung endet bei der Länge der Quelle plus so vielen Tokens, wenn das Modell sie nicht vorher beendet hat (EOS): ein untrainiertes Modell tut das nie.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="90"/>
        <source>Hypotheses listed (at most the beam size).</source>
        <translation>Angezeigte Hypothesen (höchstens die Beam-Breite).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="94"/>
        <source>Next-token candidates shown at each step.</source>
        <translation>Bei jedem Schritt angezeigte Kandidaten für das nächste Token.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="97"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="98"/>
        <source>Ends the translation in progress at its next decoding step.</source>
        <translation>Beendet die laufende Übersetzung bei ihrem nächsten Dekodierschritt.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="99"/>
        <source>Step through</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="101"/>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="103"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="111"/>
        <source>Beam:</source>
        <translation>Beam-Breite:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="112"/>
        <source>Length penalty:</source>
        <translation>Längenstrafe:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="113"/>
        <source>N-best:</source>
        <translation>N-Best:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="114"/>
        <source>Max. extra tokens:</source>
        <translation>Max. zusätzliche Tokens:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="126"/>
        <source>Top-k:</source>
        <translation>Kandidaten (Top-k):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="137"/>
        <source>Open a checkpoint</source>
        <translation>Einen Checkpoint öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="138"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>Checkpoints (*.ckpt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="145"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Translation</source>
        <translation>Übersetzung</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>log p</source>
        <translation>log p</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="171"/>
        <source>N-best</source>
        <translation>N-Best</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="174"/>
        <source>Press Step through to decode one token at a time.</source>
        <translation>Drücken Sie „Schrittweise“, um Token für Token zu dekodieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="178"/>
        <source>Click a token to take it instead of the model&apos;s choice (forced decoding).</source>
        <translation>Klicken Sie auf ein Token, um es statt der Wahl des Modells zu nehmen (erzwungene Dekodierung).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="182"/>
        <source>Step-through</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="185"/>
        <source>Beam</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="187"/>
        <source>Probes</source>
        <translation>Probesätze</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="197"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="202"/>
        <source>Taking a snapshot of the model being trained…</source>
        <translation>Momentaufnahme des Modells im Training wird erstellt…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="225"/>
        <source>Translating…</source>
        <translation>Wird übersetzt…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="266"/>
        <source>Take “%1”</source>
        <translation>„%1“ nehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="267"/>
        <source>Why “%1” rather than “%2”?</source>
        <translation>Warum „%1“ und nicht „%2“?</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="274"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %L2, %L3 parameters, d_model %4, %5 heads, %6+%7 layers, vocabulary %L8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Schritt %L2, %L3 Parameter, d_model %4, %5 Köpfe, %6+%7 Schichten, Vokabular %L8</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="312"/>
        <source>Translated in %L1 s.</source>
        <translation>In %L1 s übersetzt.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="351"/>
        <source>Heads were switched on or off on the Analyze page, which ended the step-through: press Step through to start again with them.</source>
        <translation>Auf der Analyse-Seite wurden Köpfe an- oder abgeschaltet; das hat den Schritt-für-Schritt-Durchgang beendet: „Schrittweise“ drücken, um mit ihnen neu zu beginnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="283"/>
        <source>Model ready. Type a sentence and press Translate or Step through.</source>
        <translation>Modell bereit. Geben Sie einen Satz ein und drücken Sie „Übersetzen“ oder „Schrittweise“.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="301"/>
        <source>%1. %2 → %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="313"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>Ein Satz war länger als die Positionen des Modells und wurde gekürzt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/translate_page.cpp" line="315"/>
        <source>%n head(s) switched off on the Analyze page: this is not the whole model.</source>
        <translation>
            <numerusform>%n Kopf auf der Seite „Analysieren“ abgeschaltet: das ist nicht das ganze Modell.</numerusform>
            <numerusform>%n Köpfe auf der Seite „Analysieren“ abgeschaltet: das ist nicht das ganze Modell.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="330"/>
        <source>&lt;b&gt;%1&lt;/b&gt; → %2%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; → %2%3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="331"/>
        <source>(nothing yet)</source>
        <translation>(noch nichts)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="332"/>
        <source> &lt;i&gt;(finished)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(fertig)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="345"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1” forced as the translation (not searched). Press Translate for the model&apos;s own translation.</source>
        <translation>Die Attention des auf der Analyse-Seite erklärten Paars: „%1“ als Übersetzung erzwungen (nicht gesucht). „Übersetzen“ drücken für die eigene Übersetzung des Modells.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1”, the model&apos;s own translation searched with this page&apos;s settings, read in one pass.</source>
        <translation>Die Attention des auf der Analyse-Seite erklärten Paars: „%1“, die eigene Übersetzung des Modells, mit den Einstellungen dieser Seite gesucht, in einem Durchlauf gelesen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Cut off by the length limit: the model had not ended it.</source>
        <translation>Von der Längengrenze abgeschnitten: Das Modell hatte sie nicht beendet.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the probe “%1” at step %L2, of the model in training (not the open model).</source>
        <translation>Die Attention der Probe „%1“ bei Schritt %L2, vom Modell im Training (nicht vom geöffneten Modell).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Decodes the first sentence one token at a time, greedily (the most likely token at each step, unless you click another): with a beam above 1 the n-best list can end elsewhere.</source>
        <translation>Dekodiert den ersten Satz Token für Token, gierig (in jedem Schritt das wahrscheinlichste Token, außer Sie klicken ein anderes an): bei einem Beam über 1 kann die N-Best-Liste anders enden.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The greedy translation has ended: %1</source>
        <translation>Die gierige Übersetzung ist beendet: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Step %1. Next token: the most likely (greedy decoding), or click another bar to force it.</source>
        <translation>Schritt %1. Nächstes Token: das wahrscheinlichste (gierige Dekodierung), oder klicken Sie einen anderen Balken an, um es zu erzwingen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The n-best list comes from a beam of %1 and can differ.</source>
        <translation>Die N-Best-Liste stammt aus einem Beam der Breite %1 und kann abweichen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The run ended before a snapshot was taken; the model shown is unchanged.</source>
        <translation>Der Lauf endete, bevor ein Schnappschuss genommen wurde; das angezeigte Modell ist unverändert.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The snapshot of the model being trained came after another model was opened; it was not used.</source>
        <translation>Der Schnappschuss des trainierten Modells kam, nachdem ein anderes Modell geöffnet wurde; er wurde nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>A sentence to translate; further lines are translated too (greedily, in padded batches).</source>
        <translation>Ein zu übersetzender Satz; weitere Zeilen werden auch übersetzt (greedy, in aufgefüllten Batches).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>Source sentences</source>
        <translation>Quellsätze</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Further lines, greedy (decoded together in padded batches):</source>
        <translation>Weitere Zeilen, greedy (zusammen in aufgefüllten Batches dekodiert):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Translates every line of the source (Ctrl+Return).</source>
        <translation>Übersetzt jede Zeile der Quelle (Strg+Eingabe).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Export image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>The step-through&apos;s next-token probabilities (PNG, SVG, PDF) or the whole beam tree (PNG, SVG) as an image.</source>
        <translation>Die Wahrscheinlichkeiten des nächsten Tokens im Schrittmodus (PNG, SVG, PDF) oder der ganze Suchbaum (PNG, SVG) als Bild.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Only the Step-through and Beam tabs are exported as images.</source>
        <translation>Nur die Reiter „Schrittweise“ und „Suchbaum“ werden als Bild exportiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the beam tree</source>
        <translation>Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the next-token probabilities</source>
        <translation>Wahrscheinlichkeiten des nächsten Tokens exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg)</source>
        <translation>Bilder (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Bilder (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AlignmentView</name>
    <message>
        <location filename="../widgets/alignment_view.cpp" line="115"/>
        <source>Word alignment</source>
        <translation>Wortalignierung</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionGrid</name>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="133"/>
        <source>Layer %1, mean over its %n heads</source>
        <translation>
            <numerusform>Schicht %1, Mittel über ihren %n Kopf</numerusform>
            <numerusform>Schicht %1, Mittel über ihre %n Köpfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, mean over its %n heads switched on</source>
        <translation>
            <numerusform>Schicht %1, ihr einziger eingeschalteter Kopf</numerusform>
            <numerusform>Schicht %1, Mittel über ihre %n eingeschalteten Köpfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, head %2: switched off (its output is not used)</source>
        <translation>Schicht %1, Kopf %2: ausgeschaltet (seine Ausgabe wird nicht verwendet)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="134"/>
        <source>Layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="40"/>
        <location filename="../widgets/attention_grid_paint.cpp" line="116"/>
        <source>Layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="84"/>
        <source>No attention to show</source>
        <translation>Keine Attention anzuzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="102"/>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="107"/>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="153"/>
        <source>attention weight · rows: queries, columns: keys</source>
        <extracomment>legend under the layers x heads grid</extracomment>
        <translation>Attention-Gewicht · Zeilen: Queries, Spalten: Keys</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Attention of every layer and head</source>
        <translation>Attention jeder Schicht und jedes Kopfes</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionHeatmap</name>
    <message>
        <location filename="../widgets/attention_heatmap.cpp" line="96"/>
        <location filename="../widgets/attention_heatmap.cpp" line="137"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_export.cpp" line="42"/>
        <location filename="../widgets/attention_heatmap_export.cpp" line="58"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="49"/>
        <source>−∞ (masked)</source>
        <translation>−∞ (maskiert)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="51"/>
        <source>%1 → %2: %3</source>
        <extracomment>query token → key token: attention weight</extracomment>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_labels.cpp" line="67"/>
        <source>%1: %2</source>
        <extracomment>a thinned axis label: position, token</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap.cpp" line="0"/>
        <source>Heatmap</source>
        <translation>Heatmap-Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>%1 (masked: −∞ before the softmax)</source>
        <translation>%1 (maskiert: −∞ vor der Softmax)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>not an input</source>
        <translation>keine Eingabe</translation>
    </message>
</context>
<context>
    <name>studio::widgets::BeamTreeView</name>
    <message>
        <location filename="../widgets/beam_tree_export.cpp" line="19"/>
        <source>Beam search tree</source>
        <translation>Suchbaum der Beam-Suche</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>log p %1</source>
        <translation>log p %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>score %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="124"/>
        <source>%1: the start of every hypothesis</source>
        <translation>%1: der Anfang jeder Hypothese</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="157"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>finished: left the beam here</source>
        <translation>fertig: hat den Beam hier verlassen</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>pruned: no descendant lasts</source>
        <translation>verworfen: kein Nachfolger bleibt</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="198"/>
        <source>alive</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="199"/>
        <source> · on the best path</source>
        <translation> · auf dem besten Pfad</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="202"/>
        <source>step %1, candidate %2</source>
        <translation>Schritt %1, Kandidat %2</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="203"/>
        <source>log p = %1</source>
        <translation>log p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="204"/>
        <source>score = %1</source>
        <translation>Bewertung = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>Orange: the best translation. Double border: finished (took &lt;/s&gt;); dotted inside: cut off by the length limit. Faded: pruned (no descendant lasts). Each box: piece, cumulative log p, score (log p / length penalty). Ctrl+wheel zooms, drag pans.</source>
        <translation>Orange: die beste Übersetzung. Doppelter Rahmen: fertig (hat &lt;/s&gt; gewählt); innen gepunktet: von der Längengrenze abgeschnitten. Blass: verworfen (kein Nachfolger bleibt). Jedes Kästchen: Teilwort, kumuliertes log p, Bewertung (log p / Längenstrafe). Strg+Mausrad zoomt, Ziehen verschiebt.</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>cut off: the length limit ended it without &lt;/s&gt;</source>
        <translation>abgeschnitten: die Längengrenze beendete sie ohne &lt;/s&gt;</translation>
    </message>
</context>
<context>
    <name>studio::widgets::HeadGrid</name>
    <message>
        <location filename="../widgets/head_grid.cpp" line="138"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../widgets/head_grid.cpp" line="0"/>
        <source>Grid of attention heads</source>
        <translation>Raster der Attention-Köpfe</translation>
    </message>
</context>
<context>
    <name>studio::widgets::MetricPlot</name>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="62"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="310"/>
        <location filename="../widgets/metric_plot.cpp" line="324"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="0"/>
        <source>Plot</source>
        <translation>Diagramm</translation>
    </message>
</context>
<context>
    <name>studio::widgets::ProbabilityBars</name>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="65"/>
        <source>Click a token, or move with Up/Down and press Enter, to choose it.</source>
        <translation>Klicken Sie auf ein Token oder wählen Sie es mit Auf/Ab und Eingabe.</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="76"/>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="126"/>
        <source>No decoding step yet</source>
        <translation>Noch kein Dekodierschritt</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="212"/>
        <source>id %1</source>
        <translation>ID %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="213"/>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="0"/>
        <source>Next-token probabilities</source>
        <translation>Wahrscheinlichkeiten des nächsten Tokens</translation>
    </message>
</context>
<context>
    <name>studio::app::ModelFolderDialog</name>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Converting: reading the weights and checking them against config.json…</source>
        <translation>Umwandlung: Die Gewichte werden gelesen und mit config.json abgeglichen …</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Choose where to save the converted model.</source>
        <translation>Wählen Sie, wo das umgewandelte Modell gespeichert wird.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Weights: %1</source>
        <translation>Gewichte: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Multilingual: start a source with one of its %n target-language token(s), e.g. %1.</source>
        <translation>
            <numerusform>Mehrsprachig: Beginnen Sie einen Quellsatz mit seinem %n Zielsprachen-Token, z. B. %1.</numerusform>
            <numerusform>Mehrsprachig: Beginnen Sie einen Quellsatz mit einem seiner %n Zielsprachen-Token, z. B. %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Vocabulary: %1 source and %2 target pieces. Decoding: beam %3; a translation ends at the source length + the Translate page&apos;s max. extra tokens (the folder&apos;s max_length is %4).</source>
        <translation>Vokabular: %1 Quell- und %2 Zielteile. Dekodierung: Strahlbreite %3; eine Übersetzung endet bei der Quelllänge + den max. zusätzlichen Tokens der Übersetzen-Seite (max_length des Ordners: %4).</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Marian model: %1 encoder and %2 decoder layers, %3 heads, d_model %4, d_ff %5, %6; %7 parameters.</source>
        <translation>Marian-Modell: %1 Encoder- und %2 Decoder-Schichten, %3 Köpfe, d_model %4, d_ff %5, %6; %7 Parameter.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>After the conversion, prepares a new training run that starts from this model (Train page), on the data chosen on the Data page, keeping its tokenizer.</source>
        <translation>Bereitet nach der Umwandlung einen neuen Trainingslauf vor, der von diesem Modell ausgeht (Seite Training), mit den auf der Seite Daten gewählten Daten und seinem Tokenizer.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and fine-tune</source>
        <translation>Umwandeln und feinabstimmen</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and open</source>
        <translation>Umwandeln und öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save as:</source>
        <translation>Speichern als:</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>Checkpoint-Dateien (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save the converted model as</source>
        <translation>Umgewandeltes Modell speichern als</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a Hugging Face model folder. Attention Studio converts a Marian model (the OPUS-MT translation models) once into its own checkpoint, which then opens on every page.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist ein Hugging-Face-Modellordner. Attention Studio wandelt ein Marian-Modell (die Übersetzungsmodelle von OPUS-MT) einmal in einen eigenen Checkpoint um, der sich dann auf jeder Seite öffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Open a Hugging Face model</source>
        <translation>Ein Hugging-Face-Modell öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>Die Umwandlung läuft noch: Der Dialog schließt sich, sobald der Checkpoint geschrieben ist.</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslationWorker</name>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>the translation has ended (EOS or length limit)</source>
        <translation>die Übersetzung ist beendet (EOS oder Längengrenze)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>start a step-through first</source>
        <translation>starten Sie zuerst einen Schritt-für-Schritt-Durchlauf</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>nothing to translate: type a sentence</source>
        <translation>nichts zu übersetzen: geben Sie einen Satz ein</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>no model is open: open a checkpoint or take one from training</source>
        <translation>kein Modell ist geöffnet: öffnen Sie einen Checkpoint oder übernehmen Sie eines aus dem Training</translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionJob</name>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>unknown attribution method</source>
        <translation>unbekannte Attributionsmethode</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>type a source sentence to explain</source>
        <translation>geben Sie einen Quellsatz ein, der erklärt werden soll</translation>
    </message>
</context>
</TS>
