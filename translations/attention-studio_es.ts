<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AttentionData</name>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="55"/>
        <source>Encoder self-attention</source>
        <translation>Autoatención del codificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="56"/>
        <source>Decoder masked self-attention</source>
        <translation>Autoatención enmascarada del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="57"/>
        <source>Cross-attention (encoder–decoder)</source>
        <translation>Atención cruzada (codificador–decodificador)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="109"/>
        <source>query: source token</source>
        <translation>consulta: token de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="110"/>
        <location filename="../app/gui/translate/attention_data.cpp" line="125"/>
        <source>key: source token</source>
        <translation>clave: token de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="114"/>
        <source>query: decoder input</source>
        <translation>consulta: entrada del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="115"/>
        <source>key: decoder input (earlier positions only)</source>
        <translation>clave: entrada del decodificador (solo posiciones anteriores)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="124"/>
        <source>query: target token produced</source>
        <translation>consulta: token de destino producido</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="128"/>
        <source>encoder self</source>
        <translation>autoatención del codificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="129"/>
        <source>decoder self</source>
        <translation>autoatención del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="130"/>
        <source>cross</source>
        <translation>atención cruzada</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="131"/>
        <source>%1 · layer %2 · mean of %n heads</source>
        <translation>
            <numerusform>%1 · capa %2 · media de %n cabeza</numerusform>
            <numerusform>%1 · capa %2 · media de %n cabezas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="132"/>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · capa %2 · cabeza %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · head %3 · switched off: its output is not used</source>
        <translation>%1 · capa %2 · cabeza %3 · desactivada: su salida no se usa</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · mean of the heads switched on (%3 of %4)</source>
        <translation>%1 · capa %2 · media de las cabezas activas (%3 de %4)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>(next)</source>
        <translation>(siguiente)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="1"/>
        <source>%1 · layer %2 · mean of all %n heads, every one switched off: their outputs are not used</source>
        <translation>
            <numerusform>%1 · capa %2 · la %n cabeza, apagada: su salida no se usa</numerusform>
            <numerusform>%1 · capa %2 · media de las %n cabezas, todas apagadas: sus salidas no se usan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPreviewJobs</name>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="68"/>
        <source>%1: no sentence pair was found (every line is empty or blank)</source>
        <translation>%1: no se encontró ningún par de oraciones (todas las líneas están vacías o en blanco)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="83"/>
        <source>There are no training pairs to train a tokenizer on.</source>
        <translation>No hay pares de entrenamiento con los que entrenar un tokenizador.</translation>
    </message>
</context>
<context>
    <name>JobNames</name>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Open a model</source>
        <translation>Abrir un modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Use the model</source>
        <translation>Usar el modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Translate</source>
        <translation>Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Step through</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Switch heads</source>
        <translation>Activar o desactivar cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Measure heads</source>
        <translation>Medir cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Pruning curve</source>
        <translation>Curva de poda</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Align</source>
        <translation>Alinear</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Explain</source>
        <translation>Explicar</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>“%1” is running: one long job at a time. Wait for it to end, or cancel it where it was started.</source>
        <translation>«%1» está en marcha: una tarea larga cada vez. Espere a que termine o cancélela donde se inició.</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Another model was opened meanwhile: this result, computed with the previous one, was dropped.</source>
        <translation>Entretanto se abrió otro modelo: este resultado, calculado con el anterior, se descartó.</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of demo %1</source>
        <translation>conjunto de desarrollo de la demo %1</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of %1</source>
        <translation>conjunto de desarrollo de %1</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, with %2 put first in every source</source>
        <translation>%1, con %2 al principio de cada frase de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, the first %2 of its %3 pairs</source>
        <translation>%1, los primeros %2 de sus %3 pares</translation>
    </message>
</context>
<context>
    <name>MaskData</name>
    <message>
        <location filename="../widgets/mask_data.cpp" line="30"/>
        <source>Causal mask (decoder self-attention)</source>
        <translation>Máscara causal (autoatención del decodificador)</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="31"/>
        <source>query position</source>
        <translation>posición de la consulta</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="32"/>
        <location filename="../widgets/mask_data.cpp" line="53"/>
        <source>key position</source>
        <translation>posición de la clave</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="48"/>
        <source>Line %1</source>
        <translation>Línea %1</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="51"/>
        <source>Padding mask</source>
        <translation>Máscara de relleno</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="52"/>
        <source>sentence in the batch</source>
        <translation>oración del lote</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../widgets/plot_export.cpp" line="27"/>
        <source>Unsupported image format &quot;%1&quot;: use %2</source>
        <translation>Formato de imagen no admitido «%1»: usa %2</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="67"/>
        <source>Exported by Attention Studio</source>
        <translation>Exportado por Attention Studio</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="78"/>
        <location filename="../widgets/plot_export.cpp" line="102"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="1"/>
        <source>the drawing failed</source>
        <translation>el dibujo falló</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="98"/>
        <source>%1 holds no training run (no last.ckpt or checkpoint-STEP.ckpt)</source>
        <translation>%1 no contiene ninguna ejecución de entrenamiento (ni last.ckpt ni checkpoint-STEP.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="108"/>
        <source>could not remove %1</source>
        <translation>no se pudo eliminar %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="126"/>
        <source>“%1” is not a folder name (no slashes, not empty)</source>
        <translation>«%1» no es un nombre de carpeta (sin barras, no vacío)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="132"/>
        <source>%1 already exists</source>
        <translation>%1 ya existe</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="136"/>
        <source>could not rename %1 to %2</source>
        <translation>no se pudo renombrar %1 como %2</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: no se puede crear la carpeta</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: no se puede escribir (%2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="56"/>
        <source>Learn, teach and inspect the Transformer.</source>
        <translation>Aprende, enseña e inspecciona el Transformer.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="59"/>
        <source>Open this page: %1.</source>
        <translation>Abrir esta página: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="63"/>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Renderizar la ventana en un archivo PNG y salir.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="66"/>
        <source>Translate this sentence with the opened checkpoint (Translate page).</source>
        <translation>Traducir esta oración con el punto de control abierto (página Traducir).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <source>A checkpoint to open: its curves and settings.</source>
        <translation>Un punto de control que abrir: sus curvas y su configuración.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="95"/>
        <source>Cannot open the checkpoint</source>
        <translation>No se puede abrir el punto de control</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalysisJobs</name>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>this model does not record its dataset: choose a source and a reference file</source>
        <translation>este modelo no registra su conjunto de datos: elija un archivo fuente y uno de referencia</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the run had no dev set (%1 holds too few pairs to hold any out): choose a source and a reference file</source>
        <translation>la ejecución no tenía conjunto de validación (%1 tiene muy pocos pares para apartar alguno): elija un archivo fuente y uno de referencia</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>choose both a source and a reference file (or neither, for the run&apos;s dev set)</source>
        <translation>elija un archivo fuente y uno de referencia (o ninguno, para el conjunto de validación de la ejecución)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1 tiene %2 líneas pero %3 tiene %4</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but there are %3 sentence pairs</source>
        <translation>%1 tiene %2 líneas pero hay %3 pares de oraciones</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the analysis set has no sentence pairs</source>
        <translation>el conjunto de análisis no tiene pares de oraciones</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>has %1 lines but the pairs aligned are %2: one line of links per pair, in order</source>
        <translation>tiene %1 líneas pero los pares alineados son %2: una línea de enlaces por par, en orden</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the best head is chosen on half the gold pairs and scored on the other half, each at least 5 pairs: this set has %1</source>
        <translation>la mejor cabeza se elige en la mitad de los pares de referencia y se evalúa en la otra mitad, cada una de al menos 5 pares: este conjunto tiene %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>scoring another aligner&apos;s links needs the gold links: choose a gold file</source>
        <translation>puntuar los enlaces de otro alineador requiere los enlaces de referencia: elija un archivo de referencia</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>layer %1 head %2 is not in the model: decoder layers 0..%3, heads 0..%4</source>
        <translation>la capa %1 cabeza %2 no está en el modelo: capas del decodificador 0..%3, cabezas 0..%4</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="1"/>
        <source>%1 (after “target first” swapped its sides)</source>
        <translation>%1 (después de que «destino primero» intercambiara sus lados)</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalyzePage</name>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="0"/>
        <source>%1 failed: %2</source>
        <translation>%1 falló: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>Layer mean</source>
        <translation>Media de la capa</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>One head</source>
        <translation>Una cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>shift-att: the step whose input is the word</source>
        <translation>shift-att: el paso cuya entrada es la palabra</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>the step that predicts the word</source>
        <translation>el paso que predice la palabra</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="37"/>
        <source>Align</source>
        <translation>Alinear</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="38"/>
        <source>Links from:</source>
        <translation>Enlaces de:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="40"/>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="42"/>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="45"/>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="50"/>
        <source>Press “Align”: target words (bottom) are linked to the source words (top) they attend to; line width is the weight. Gold links are orange (dashed: sure, dotted: possible).</source>
        <translation>Pulse «Alinear»: las palabras de destino (abajo) se unen a las palabras de origen (arriba) a las que atienden; el grosor de la línea es el peso. Los enlaces de referencia son naranjas (discontinuos: seguros, punteados: posibles).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="59"/>
        <source>Export image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="60"/>
        <source>Export Pharaoh links…</source>
        <translation>Exportar enlaces Pharaoh…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="116"/>
        <source>Aligned %n pair(s) (%1).</source>
        <translation>
            <numerusform>%n par alineado (%1).</numerusform>
            <numerusform>%n pares alineados (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="139"/>
        <source>No gold links: choose a gold file to score the links.</source>
        <translation>Sin enlaces de referencia: elija un archivo de referencia para puntuar los enlaces.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="147"/>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="155"/>
        <source>There is no alignment yet.</source>
        <translation>Todavía no hay alineamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="160"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="123"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: no se puede escribir (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="167"/>
        <source>%1: write failed (%2)</source>
        <translation>%1: la escritura falló (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Encoder self-attention</source>
        <translation>Autoatención del codificador</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Decoder masked self-attention</source>
        <translation>Autoatención enmascarada del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="32"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>Atención codificador–decodificador (cruzada)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="48"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1, capa %2, cabeza %3</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="64"/>
        <source>importance %1
Δ dev loss (token NLL) %2
confidence %3
entropy %4 nats</source>
        <translation>importancia %1
Δ pérdida de desarrollo (NLL por token) %2
confianza %3
entropía %4 nats</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="116"/>
        <source>Every head is on.</source>
        <translation>Todas las cabezas están activas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="117"/>
        <source>%n head(s) switched off: translations, maps and alignments use the rest.</source>
        <translation>
            <numerusform>%n cabeza apagada: las traducciones, los mapas y los alineamientos usan las demás.</numerusform>
            <numerusform>%n cabezas apagadas: las traducciones, los mapas y los alineamientos usan las demás.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="135"/>
        <source>Translation (every head on): %1  (log-probability %2)</source>
        <translation>Traducción (todas las cabezas activas): %1  (log-probabilidad %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="138"/>
        <source>Translation with %n head(s) off: %1  (log-probability %2)</source>
        <translation>
            <numerusform>Traducción con %n cabeza apagada: %1  (log-probabilidad %2)</numerusform>
            <numerusform>Traducción con %n cabezas apagadas: %1  (log-probabilidad %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head on</source>
        <translation>Encender esta cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head off</source>
        <translation>Apagar esta cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="149"/>
        <source>Show its attention on Translate</source>
        <translation>Mostrar su atención en Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="28"/>
        <source>Which heads matter, and which head aligns words? Measure every head over sentence pairs (Michel et al. 2019; Voita et al. 2019), prune heads in order of importance, and read word alignments off cross-attention (Garg et al. 2019); see why a token was chosen by gradient attribution beside the heads&apos; attention.</source>
        <translation>¿Qué cabezas importan y qué cabeza alinea palabras? Mide cada cabeza sobre pares de oraciones (Michel et al. 2019; Voita et al. 2019), poda cabezas por orden de importancia, lee alineamientos de palabras de la atención cruzada (Garg et al. 2019) y mira por qué se eligió un token mediante atribución por gradientes junto a la atención de las cabezas.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="37"/>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="38"/>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="81"/>
        <source>Pruning curve</source>
        <translation>Curva de poda</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="39"/>
        <source>Alignment</source>
        <translation>Alineamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="41"/>
        <source>Why this token</source>
        <translation>Por qué este token</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="63"/>
        <source>Text files (*.txt *.src *.tgt *.en *.de *.es *.fr);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.src *.tgt *.en *.de *.es *.fr);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="64"/>
        <source>Source sentences</source>
        <translation>Oraciones de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="65"/>
        <source>Reference translations</source>
        <translation>Traducciones de referencia</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="66"/>
        <source>empty: the open model&apos;s own dev set</source>
        <translation>vacío: el conjunto de desarrollo del modelo abierto</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="67"/>
        <source>one reference per source line</source>
        <translation>una referencia por línea de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Gold word alignments</source>
        <translation>Alineamientos de palabras de referencia</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Pharaoh alignments (*.align *.txt *.talp);;All files (*)</source>
        <translation>Alineamientos Pharaoh (*.align *.txt *.talp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="69"/>
        <source>optional: Pharaoh links i-j (sure) and ipj (possible), one line per pair</source>
        <translation>opcional: enlaces Pharaoh i-j (seguros) e ipj (posibles), una línea por par</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="70"/>
        <source>1-based</source>
        <translation>desde 1</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="71"/>
        <source>The gold file counts words from 1 (e.g. the RWTH German–English gold)</source>
        <translation>El archivo de referencia cuenta las palabras desde 1 (p. ej. el de RWTH alemán–inglés)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="78"/>
        <source>Only the first pairs are used</source>
        <translation>Solo se usan los primeros pares</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="80"/>
        <source>Measure heads</source>
        <translation>Medir cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="82"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="88"/>
        <source>Pairs at most:</source>
        <translation>Pares como máximo:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="94"/>
        <source>Source:</source>
        <translation>Origen:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="95"/>
        <source>Reference:</source>
        <translation>Referencia:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="96"/>
        <source>Gold links:</source>
        <translation>Enlaces de referencia:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Importance |∂L/∂ξ| (Michel, ℓ2 per layer)</source>
        <translation>Importancia |∂L/∂ξ| (Michel, ℓ2 por capa)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Δ dev loss (token NLL) with the head off</source>
        <translation>Δ pérdida de desarrollo (NLL por token) sin la cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Confidence (Voita)</source>
        <translation>Confianza (Voita)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Entropy (nats)</source>
        <translation>Entropía (nats)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="112"/>
        <source>Switch all heads on</source>
        <translation>Encender todas las cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="113"/>
        <source>Colour by:</source>
        <translation>Colorear por:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="120"/>
        <source>Press “Measure heads”. Then click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>Pulse «Medir cabezas». Después haga clic en una cabeza para apagarla; clic derecho para ver su atención. Insignias: P posicional, E atiende a EOS/BOS, R token raro.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="127"/>
        <source>a sentence to translate with the heads that are on</source>
        <translation>una oración para traducir con las cabezas activas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="128"/>
        <source>Translate</source>
        <translation>Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="129"/>
        <source>Sentence:</source>
        <translation>Frase:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="170"/>
        <source>Measuring every head…</source>
        <translation>Midiendo cada cabeza…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="171"/>
        <source>Pruning heads round by round…</source>
        <translation>Podando cabezas ronda a ronda…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="172"/>
        <source>Reading the cross-attention of every pair…</source>
        <translation>Leyendo la atención cruzada de cada par…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="173"/>
        <source>Switching heads…</source>
        <translation>Cambiando cabezas…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="201"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>Abra un checkpoint (Archivo ▸ Abrir) o tome el modelo del entrenamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="218"/>
        <source>Model: %1. Press “Measure heads”.</source>
        <translation>Modelo: %1. Pulse «Medir cabezas».</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="219"/>
        <source>Model: %1. The %n head(s) switched off on the previous model are on again (a new model starts with every head on). Press “Measure heads”.</source>
        <translation>
            <numerusform>Modelo: %1. La %n cabeza apagada en el modelo anterior vuelve a estar encendida (un modelo nuevo empieza con todas las cabezas encendidas). Pulse «Medir cabezas».</numerusform>
            <numerusform>Modelo: %1. Las %n cabezas apagadas en el modelo anterior vuelven a estar encendidas (un modelo nuevo empieza con todas las cabezas encendidas). Pulse «Medir cabezas».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="225"/>
        <source>Measured %n head(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>%n cabeza medida sobre %1 pares (%2).</numerusform>
            <numerusform>%n cabezas medidas sobre %1 pares (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="244"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev BLEU (greedy)</source>
        <translation>BLEU de desarrollo (voraz)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev loss (token NLL)</source>
        <translation>Pérdida de desarrollo (NLL por token)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="36"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="37"/>
        <source>Each round switches off 10 % of the heads in scope, rounded up to whole heads, the least important first; importance is measured again after every round (Michel et al. 2019, §4).</source>
        <translation>Cada ronda apaga el 10 % de las cabezas consideradas, redondeado hacia arriba a cabezas enteras, las menos importantes primero; la importancia se mide de nuevo tras cada ronda (Michel et al. 2019, §4).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="41"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="48"/>
        <source>Heads switched off (%)</source>
        <translation>Cabezas apagadas (%)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="85"/>
        <source>Pruning curve: %n curve(s).</source>
        <translation>
            <numerusform>Curva de poda: %n curva.</numerusform>
            <numerusform>Curva de poda: %n curvas.</numerusform>
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
        <translation>pérdida de desarrollo (NLL por token)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="95"/>
        <source>all heads (%1)</source>
        <translation>todas las cabezas (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="96"/>
        <source>encoder self only (%1)</source>
        <translation>solo autoatención del codificador (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="97"/>
        <source>decoder self only (%1)</source>
        <translation>solo autoatención del decodificador (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="98"/>
        <source>cross only (%1)</source>
        <translation>solo cruzada (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="117"/>
        <source>There is no pruning curve yet.</source>
        <translation>Todavía no hay curva de poda.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="138"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf);;CSV table (*.csv)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;PDF (*.pdf);;Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="139"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="140"/>
        <source>Pharaoh links (*.align *.txt)</source>
        <translation>Enlaces Pharaoh (*.align *.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="141"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="147"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>positional: the maximum is at offset %1 in %2 % of queries</source>
        <translation>posicional: el máximo está en el desplazamiento %1 en el %2 % de las consultas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>attends to EOS/BOS: the maximum is on EOS or BOS (the decoder&apos;s first input: &lt;pad&gt; in a Marian model) in %1 % of queries</source>
        <translation>atiende a EOS/BOS: el máximo está en EOS o BOS (la primera entrada del decodificador: &lt;pad&gt; en un modelo Marian) en el %1 % de las consultas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>rare token: the maximum is on the sentence's rarest token in %1 % of queries</source>
        <translation>token raro: el máximo está en el token más raro de la oración en el %1 % de las consultas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule</source>
        <translation>La regla</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Best head or layer mean</source>
        <translation>Mejor cabeza o media de capa</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule (default): among both steps and every decoder layer&apos;s mean, the one whose links are the most consistent over the pairs (a target word linked to the same source word each time), computed without gold links. Best: the lowest AER on the first half of the gold pairs, scored on the second half; without gold, the rule&apos;s choice among every head and layer mean.</source>
        <translation>La regla (por defecto): entre ambos pasos y la media de cada capa del decodificador, la que tiene los enlaces más coherentes entre los pares (una palabra destino enlazada cada vez con la misma palabra fuente), calculada sin enlaces de referencia. Mejor: el AER más bajo en la primera mitad de los pares de referencia, evaluado en la segunda mitad; sin referencia, la elección de la regla entre todas las cabezas y medias de capa.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>step chosen by the rule</source>
        <translation>paso elegido por la regla</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: any piece linked</source>
        <translation>fusión: cualquier pieza enlazada</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: argmax of word rows</source>
        <translation>fusión: argmax de las filas de palabras</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>How piece attention becomes word links: link two words when any of their pieces are linked (Garg et al., Zenkel et al., Chen et al.: published AER uses this), or average a target word&apos;s piece rows and sum a source word&apos;s piece columns before the argmax.</source>
        <translation>Cómo la atención entre piezas se convierte en enlaces entre palabras: enlazar dos palabras si alguna de sus piezas está enlazada (Garg et al., Zenkel et al., Chen et al.: los AER publicados usan esta regla), o promediar las filas de las piezas de una palabra destino y sumar las columnas de las piezas de una palabra fuente antes del argmax.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pair %1 of %2, links from %3, %4.</source>
        <translation>Par %1 de %2, enlaces de %3, %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen by the rule: its links are the most consistent over the pairs (H(source word | target word) %1 bits; next %2, %3 bits).</source>
        <translation>Elegido por la regla: sus enlaces son los más coherentes entre los pares (H(palabra fuente | palabra destino) %1 bits; después %2, %3 bits).</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen on pairs 1–%1 (AER %2 there); against the gold of pairs %3–%4: AER %5, precision %6, recall %7.</source>
        <translation>Elegido en los pares 1–%1 (AER %2 allí); frente a la referencia de los pares %3–%4: AER %5, precisión %6, exhaustividad %7.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>(fast_align scores about 0.28 AER on German–English, GIZA++ about 0.21.)</source>
        <translation>(fast_align logra unos 0,28 de AER en alemán–inglés, GIZA++ unos 0,21.)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 head %2 (%3)</source>
        <translation>capa %1 cabeza %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 mean (%2)</source>
        <translation>media de la capa %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Matrix</source>
        <translation>Matriz</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic: lines, or a matrix above 12 words. Lines: source words on top, target words below, a line per weight. Matrix: source words as columns, target words as rows, the weight as colour, a dot per link and an orange frame per gold link (dotted: possible); crossing lines of long sentences read better as a matrix.</source>
        <translation>Automático: líneas, o una matriz por encima de 12 palabras. Líneas: palabras fuente arriba, palabras destino abajo, una línea por peso. Matriz: palabras fuente como columnas, palabras destino como filas, el peso como color, un punto por enlace y un marco naranja por enlace de referencia (punteado: posible); las líneas cruzadas de las oraciones largas se leen mejor como matriz.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Draw as:</source>
        <translation>Dibujar como:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links…</source>
        <translation>Puntuar los enlaces de otro alineador…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Reads a Pharaoh file (one line per pair, “i-j” from 0, as fast_align, GIZA++ or eflomal write) and scores it against the gold links with the same scorer.</source>
        <translation>Lee un archivo Pharaoh (una línea por par, «i-j» desde 0, como lo escriben fast_align, GIZA++ o eflomal) y lo puntúa frente a los enlaces de referencia con el mismo evaluador.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links</source>
        <translation>Puntuar los enlaces de otro alineador</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pharaoh links (*.align *.txt);;All files (*)</source>
        <translation>Enlaces Pharaoh (*.align *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized into characters, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (tokenizado en caracteres, como el BLEU de desarrollo de la ejecución)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized %1, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (tokenizado %1, como el BLEU de desarrollo de la ejecución)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>%1 (another aligner, same pairs, same scorer): AER %2, precision %3, recall %4.</source>
        <translation>%1 (otro alineador, mismos pares, mismo evaluador): AER %2, precisión %3, exhaustividad %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Over the %n pair(s) aligned, against the gold links: AER %1, precision %2, recall %3.</source>
        <translation>
            <numerusform>Sobre el %n par alineado, frente a los enlaces de referencia: AER %1, precisión %2, exhaustividad %3.</numerusform>
            <numerusform>Sobre los %n pares alineados, frente a los enlaces de referencia: AER %1, precisión %2, exhaustividad %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>Measured with every head on. Dev loss (token NLL) %1 over %2 pairs, %3 target tokens (%4). Most needed head: %5 layer %6 head %7 (dev loss %8 without it). Click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>Medido con todas las cabezas encendidas. Pérdida de desarrollo (NLL por token) %1 sobre %2 pares, %3 tokens de destino (%4). Cabeza más necesaria: %5 capa %6 cabeza %7 (pérdida %8 sin ella). Haga clic en una cabeza para apagarla; clic derecho para ver su atención. Insignias: P posicional, E atiende a EOS/BOS, R token raro.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>Pruning curve: %n curve(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>Curva de poda: %n curva sobre %1 pares (%2).</numerusform>
            <numerusform>Curva de poda: %n curvas sobre %1 pares (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Attention step</source>
        <translation>Paso de atención</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Merge rule</source>
        <translation>Regla de fusión</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>target first</source>
        <translation>destino primero</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>The gold names the target word first (“j-i”), e.g. the RWTH German–English gold read for an English→German model: its sides are swapped</source>
        <translation>El archivo de referencia nombra primero la palabra de destino («j-i»), p. ej. el de RWTH alemán–inglés leído para un modelo inglés→alemán: se intercambian sus lados</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>%n head(s) switched off on the Heads tab: these links are not the whole model&apos;s.</source>
        <translation>
            <numerusform>%n cabeza apagada en la pestaña Cabezas: estos enlaces no son los del modelo entero.</numerusform>
            <numerusform>%n cabezas apagadas en la pestaña Cabezas: estos enlaces no son los del modelo entero.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>The weights drawn are each target word&apos;s mean attention row over the source words, renormalised without BOS and EOS.</source>
        <translation>Los pesos dibujados son la fila media de atención de cada palabra de destino sobre las palabras de origen, renormalizada sin BOS ni EOS.</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Michel et al. 2019: |∂L/∂ξ_h| of each sentence&apos;s loss (token NLL, no label smoothing), averaged over the pairs, then ℓ2-normalised over the heads of each layer: compare heads within a layer</source>
        <translation>Michel et al. 2019: |∂L/∂ξ_h| de la pérdida de cada oración (NLL por token, sin suavizado de etiquetas), promediado sobre los pares y normalizado en ℓ2 sobre las cabezas de cada capa: compara cabezas dentro de una capa</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Voita et al. 2019: a query&apos;s largest weight, averaged over the queries; BOS, EOS and padding queries are left out, the largest weight is over every key (EOS included)</source>
        <translation>Voita et al. 2019: el mayor peso de una consulta, promediado sobre las consultas; se excluyen las consultas BOS, EOS y de relleno, el mayor peso se toma sobre todas las claves (EOS incluido)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureDiagram</name>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="103"/>
        <source>Click a block (or use the arrow keys) to see its shapes, parameters and formula.</source>
        <translation>Haga clic en un bloque (o use las teclas de flecha) para ver sus formas, sus parámetros y su fórmula.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="123"/>
        <source>Input Embedding</source>
        <translation>Embedding de entrada</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="124"/>
        <source>Output Embedding</source>
        <translation>Embedding de salida</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="126"/>
        <source>Positional Encoding</source>
        <translation>Codificación posicional</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="127"/>
        <source>Multi-Head Attention</source>
        <translation>Atención multicabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="128"/>
        <source>Masked Multi-Head Attention</source>
        <translation>Atención multicabeza enmascarada</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="129"/>
        <source>Multi-Head Attention (encoder–decoder)</source>
        <translation>Atención multicabeza (codificador–decodificador)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="134"/>
        <source>Add &amp; Norm</source>
        <translation>Sumar y normalizar</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="136"/>
        <source>Feed Forward</source>
        <translation>Red feed-forward</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="137"/>
        <source>Linear</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="138"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="204"/>
        <source>Inputs</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="205"/>
        <source>Outputs (shifted right)</source>
        <translation>Salidas (desplazadas a la derecha)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="206"/>
        <source>Output Probabilities</source>
        <translation>Probabilidades de salida</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="1"/>
        <source>Add (pre-norm)</source>
        <translation>Sumar (pre-norm)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureSection</name>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model adds a fixed bias to each word&apos;s score (Marian&apos;s final_logits_bias).</source>
        <translation>Este modelo suma un sesgo fijo a la puntuación de cada palabra (el final_logits_bias de Marian).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a GELU (z · Φ(z)) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Dos aplicaciones lineales con una GELU (z · Φ(z)) entre ellas donde el artículo tiene una ReLU, aplicadas a cada posición por separado: d_model → d_ff → d_model (§3.3, ec. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a SiLU (z · σ(z), Marian&apos;s &quot;swish&quot;) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Dos aplicaciones lineales con una SiLU (z · σ(z), el «swish» de Marian) entre ellas donde el artículo tiene una ReLU, aplicadas a cada posición por separado: d_model → d_ff → d_model (§3.3, ec. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model lays the same sines and cosines out as Marian does: every sine first, then every cosine, where the paper interleaves them.</source>
        <translation>Este modelo dispone los mismos senos y cosenos como Marian: primero todos los senos y luego todos los cosenos, donde el artículo los intercala.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="54"/>
        <source>Looks up a learned vector of d_model numbers for every source token and multiplies it by √d_model (§3.4).</source>
        <translation>Busca un vector aprendido de d_model números para cada token de origen y lo multiplica por √d_model (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="57"/>
        <source>The same for the decoder&apos;s input: the translation so far, shifted right by one position so that position t sees only the tokens before it (§3.4).</source>
        <translation>Lo mismo para la entrada del decodificador: la traducción hasta el momento, desplazada una posición a la derecha para que la posición t solo vea los tokens anteriores a ella (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="61"/>
        <source>Adds a vector that depends only on the position, so that attention, which ignores order, can tell positions apart (§3.5).</source>
        <translation>Suma un vector que solo depende de la posición, para que la atención, que ignora el orden, pueda distinguir las posiciones (§3.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="64"/>
        <source>Every source token looks at every source token, with h heads in parallel (§3.2.2, §3.2.3).</source>
        <translation>Cada token de origen mira a todos los tokens de origen, con h cabezas en paralelo (§3.2.2, §3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="67"/>
        <source>Every target position looks at itself and the positions before it; the mask hides the future (§3.2.3).</source>
        <translation>Cada posición de destino se mira a sí misma y a las posiciones anteriores; la máscara oculta el futuro (§3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="70"/>
        <source>The queries come from the decoder, the keys and values from the encoder&apos;s output: every target position looks at the whole source (§3.2.3).</source>
        <translation>Las consultas vienen del decodificador; las claves y los valores, de la salida del codificador: cada posición de destino mira todo el origen (§3.2.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="77"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection); this model normalises before each sub-layer (pre-norm), not after it as the paper does (§3.1).</source>
        <translation>Suma la salida de la subcapa a su entrada (la conexión residual); este modelo normaliza antes de cada subcapa (prenormalización), no después como hace el artículo (§3.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="80"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection) and normalises each position to mean 0 and variance 1, then scales and shifts it (§3.1).</source>
        <translation>Suma la salida de la subcapa a su entrada (la conexión residual) y normaliza cada posición a media 0 y varianza 1; después la escala y la desplaza (§3.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="85"/>
        <source>Two linear maps with a ReLU between them, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>Dos transformaciones lineales con una ReLU entre ellas, aplicadas a cada posición por separado: d_model → d_ff → d_model (§3.3, ec. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="88"/>
        <source>Maps each decoder output to one score (logit) per word of the target vocabulary (§3.4).</source>
        <translation>Asigna a cada salida del decodificador una puntuación (logit) por palabra del vocabulario de destino (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="91"/>
        <source>Turns the scores into probabilities for the next token (§3.4).</source>
        <translation>Convierte las puntuaciones en probabilidades para el siguiente token (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="101"/>
        <source>&lt;h3&gt;The model architecture (Figure 1, §3.1)&lt;/h3&gt;&lt;p&gt;The encoder (left) reads the source sentence and turns every token into a vector of d_model numbers that depends on the whole sentence; the decoder (right) produces the translation one token after another, looking at the tokens it has produced and at the encoder&apos;s output. Both are stacks of N identical layers. Click a block to see what it computes for the sentence above.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La arquitectura del modelo (figura 1, §3.1)&lt;/h3&gt;&lt;p&gt;El codificador (izquierda) lee la frase de origen y convierte cada token en un vector de d_model números que depende de toda la frase; el decodificador (derecha) produce la traducción token a token, mirando los tokens que ya ha producido y la salida del codificador. Ambos son pilas de N capas idénticas. Haga clic en un bloque para ver qué calcula para la frase de arriba.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="129"/>
        <source>Source: %1 → greedy translation “%2”. d_model = %3, h = %4, d_ff = %5; %6 parameters in all.</source>
        <translation>Origen: %1 → traducción voraz «%2». d_model = %3, h = %4, d_ff = %5; %6 parámetros en total.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="160"/>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>Shapes for this sentence</source>
        <translation>Formas para esta frase</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>in:</source>
        <translation>entrada:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="166"/>
        <source>out:</source>
        <translation>salida:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="167"/>
        <source>inside:</source>
        <translation>interior:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="168"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="170"/>
        <source>%1 per layer × %2 layers = %3</source>
        <translation>%1 por capa × %2 capas = %3</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model learns its position vectors, one row per position, where the paper computes sines and cosines (Table 3, row E: nearly identical results).</source>
        <translation>Este modelo aprende sus vectores de posición, una fila por posición, donde el artículo calcula senos y cosenos (tabla 3, fila E: resultados casi idénticos).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>After its last layer the stack normalises its output once more (a final LayerNorm of 2 × d_model parameters, not drawn in the figure).</source>
        <translation>Tras su última capa, la pila normaliza su salida una vez más (una LayerNorm final de 2 × d_model parámetros, no dibujada en la figura).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Looks up a learned vector of d_model numbers for every source token (§3.4). Unlike the paper, this model does not multiply it by √d_model.</source>
        <translation>Busca un vector aprendido de d_model números para cada token de origen (§3.4). A diferencia del artículo, este modelo no lo multiplica por √d_model.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the embeddings and the output projection (§3.4); it is counted once, under the source embedding.</source>
        <translation>Una matriz la comparten los embeddings y la proyección de salida (§3.4); se cuenta una vez, en el embedding de origen.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the source and target embeddings (one vocabulary for both sides), counted once, under the source embedding; the output projection has its own.</source>
        <translation>Los embeddings de origen y de destino comparten una matriz (un vocabulario para ambos lados), contada una vez, en el embedding de origen; la proyección de salida tiene la suya.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>The target embedding and the output projection share one matrix (§3.4), counted once, under the target embedding; the source has its own vocabulary and embedding.</source>
        <translation>El embedding de destino y la proyección de salida comparten una matriz (§3.4), contada una vez, en el embedding de destino; el origen tiene su propio vocabulario y embedding.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Unlike the paper, this model does not multiply the embeddings by √d_model.</source>
        <translation>A diferencia del artículo, este modelo no multiplica los embeddings por √d_model.</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionInspector</name>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="32"/>
        <source>The three attentions of §3.2.3: the encoder attending to the source, the decoder to its own earlier outputs (masked), and the decoder to the encoder&apos;s output.</source>
        <translation>Las tres atenciones de §3.2.3: el codificador atendiendo al origen, el decodificador a sus propias salidas anteriores (enmascarada) y el decodificador a la salida del codificador.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="35"/>
        <source>Layer </source>
        <translation>Capa </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="38"/>
        <source>One of the h heads (§3.2.2), or their mean.</source>
        <translation>Una de las h cabezas (§3.2.2), o su media.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="39"/>
        <source>Export heatmap…</source>
        <translation>Exportar mapa de calor…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="40"/>
        <source>The heatmap as PNG, SVG or PDF, or its numbers as CSV.</source>
        <translation>El mapa de calor como PNG, SVG o PDF, o sus números como CSV.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="41"/>
        <source>Export grid…</source>
        <translation>Exportar cuadrícula…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Target token</source>
        <translation>Token de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Summed attention</source>
        <translation>Atención sumada</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="79"/>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="80"/>
        <source>All heads</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="81"/>
        <source>Masks</source>
        <translation>Máscaras</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="83"/>
        <source>Click a source token in the cross-attention to select it, Ctrl+click to add more: their attention is summed. Attention weights show where the model looks, not why it decides.</source>
        <translation>Haz clic en un token de origen en la atención cruzada para seleccionarlo; Ctrl+clic para añadir más: su atención se suma. Los pesos de atención muestran dónde mira el modelo, no por qué decide.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="149"/>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="150"/>
        <source>Mean of heads</source>
        <translation>Media de las cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="197"/>
        <source>Causal mask of the decoder (§3.2.3): −∞ above the diagonal</source>
        <translation>Máscara causal del decodificador (§3.2.3): −∞ por encima de la diagonal</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="227"/>
        <source>Attention on %1, summed:</source>
        <translation>Atención sobre %1, sumada:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images (*.png *.svg)</source>
        <translation>Imágenes (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images and numbers (*.png *.svg *.pdf *.csv)</source>
        <translation>Imágenes y números (*.png *.svg *.pdf *.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the grid</source>
        <translation>Exportar la cuadrícula</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the heatmap</source>
        <translation>Exportar el mapa de calor</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="270"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of lines %1–%2, decoded together as one batch: −∞ on padded positions</source>
        <translation>Máscara de relleno de las líneas %1–%2, decodificadas juntas como un lote: −∞ en las posiciones de relleno</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of one sentence, translated alone: nothing is padded</source>
        <translation>Máscara de relleno de una frase, traducida sola: no hay relleno</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionSection</name>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="21"/>
        <source>&lt;h3&gt;Scaled dot-product attention (§3.2.1, Eq. 1)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V. For one query token, the model compares its query vector q with the key vector k of every token (the dot product), divides by √d&lt;sub&gt;k&lt;/sub&gt; so that large dimensions do not push the softmax into regions with tiny gradients, turns the scores into weights that sum to 1 with the softmax, and returns the weighted sum of the value vectors. Below, one head of one encoder self-attention layer works through the sentence with the open model&apos;s own numbers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Atención de producto escalar escalado (§3.2.1, ec. 1)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V. Para un token de consulta, el modelo compara su vector de consulta q con el vector de clave k de cada token (el producto escalar), divide entre √d&lt;sub&gt;k&lt;/sub&gt; para que las dimensiones grandes no lleven la softmax a regiones con gradientes diminutos, convierte las puntuaciones con la softmax en pesos que suman 1 y devuelve la suma ponderada de los vectores de valor. Abajo, una cabeza de una capa de autoatención del codificador recorre la frase con los números del propio modelo abierto.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="30"/>
        <source>Encoder layer:</source>
        <translation>Capa del codificador:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="31"/>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="32"/>
        <source>Query token:</source>
        <translation>Token de consulta:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="71"/>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1, so the scores are divided by √%1 = %2. Query: “%3”.</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1, así que las puntuaciones se dividen entre √%1 = %2. Consulta: «%3».</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="82"/>
        <source>Key token</source>
        <translation>Token clave</translation>
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
        <translation>Suma (= salida)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_attention.cpp" line="118"/>
        <source>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first %n dimension(s) of the output.</source>
        <translation>
            <numerusform>La consulta «%1» atiende sobre todo a «%2» (peso %3). La última fila es la salida de esta cabeza para la consulta: los pesos suman 1 y los valores ponderados suman la primera dimensión de la salida.</numerusform>
            <numerusform>La consulta «%1» atiende sobre todo a «%2» (peso %3). La última fila es la salida de esta cabeza para la consulta: los pesos suman 1 y los valores ponderados suman las primeras %n dimensiones de la salida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionPanel</name>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>cross</source>
        <translation>cruzada</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>decoder self</source>
        <translation>autoatención del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="24"/>
        <source>%1 · layer %2 · head %3 (τ %4)</source>
        <translation>%1 · capa %2 · cabeza %3 (τ %4)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="132"/>
        <source>source │ target prefix</source>
        <translation>fuente │ prefijo de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="133"/>
        <source>explained token</source>
        <translation>token explicado</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>saliency</source>
        <translation>saliencia</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>input × gradient</source>
        <translation>entrada × gradiente</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="138"/>
        <source>integrated gradients</source>
        <translation>gradientes integrados</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="140"/>
        <source>share of |score|</source>
        <translation>parte de |puntuación|</translation>
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
        <translation>Gradientes integrados, %1 pasos: Σ puntuaciones = %2, f(x) − f(línea base) = %3, brecha de completitud %4 %.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="211"/>
        <source>Largest: %1.</source>
        <translation>Mayores: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="30"/>
        <source>a source sentence</source>
        <translation>una oración de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Saliency |∇|</source>
        <translation>Saliencia |∇|</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Input × gradient</source>
        <translation>Entrada × gradiente</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Integrated gradients</source>
        <translation>Gradientes integrados</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="36"/>
        <source>Gradients of log p(token) at each token&apos;s embedding. Integrated gradients (Sundararajan et al. 2017) integrates them from a baseline of zero embeddings (BOS and EOS kept as they are: they score 0); its scores add up to the change of log p (with an alternative token: of log p(token) − log p(alternative)).</source>
        <translation>Gradientes de log p(token) en el embedding de cada token. Los gradientes integrados (Sundararajan et al. 2017) los integran desde una línea base de embeddings nulos (BOS y EOS se mantienen tal cual: puntúan 0); sus puntuaciones suman el cambio de log p (con un token alternativo: de log p(token) − log p(alternativa)).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="42"/>
        <source>Gradient evaluations per token, placed where the path needs them; a token whose completeness gap is still above 5 % gets up to four times as many</source>
        <translation>Evaluaciones del gradiente por token, colocadas donde el camino las necesita; un token cuya brecha de completitud sigue por encima del 5 % recibe hasta cuatro veces más</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="45"/>
        <source>optional: an alternative token</source>
        <translation>opcional: un token alternativo</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="46"/>
        <source>Explain log p(token) − log p(alternative) at the selected token: why this token rather than that one (Yin &amp; Neubig 2022)</source>
        <translation>Explicar log p(token) − log p(alternativa) en el token elegido: por qué este token y no aquel (Yin &amp; Neubig 2022)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="48"/>
        <source>Explain</source>
        <translation>Explicar</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="49"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="52"/>
        <source>Source:</source>
        <translation>Origen:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="54"/>
        <source>Target:</source>
        <translation>Destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="57"/>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="59"/>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="61"/>
        <source>Rather than:</source>
        <translation>En lugar de:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="68"/>
        <source>Type a sentence and press Explain.</source>
        <translation>Escribe una oración y pulsa Explicar.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Subword pieces</source>
        <translation>Fragmentos de subpalabra</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="76"/>
        <source>Colours span the values</source>
        <translation>Los colores abarcan los valores</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="77"/>
        <source>Off: 0 to 1, comparable between tokens and heads</source>
        <translation>Desactivado: de 0 a 1, comparable entre tokens y cabezas</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="79"/>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="81"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="84"/>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="94"/>
        <source>Heads that agree most (Kendall τ):</source>
        <translation>Cabezas que más coinciden (τ de Kendall):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="219"/>
        <source>Computing gradients…</source>
        <translation>Calculando gradientes…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attribution_panel.cpp" line="232"/>
        <source>Explained %n token(s) of “%1”.</source>
        <translation>
            <numerusform>%n token de «%1» explicado.</numerusform>
            <numerusform>%n tokens de «%1» explicados.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="246"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="260"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>Abre un checkpoint (Archivo ▸ Abrir) o toma el modelo del entrenamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="271"/>
        <source> rather than %1</source>
        <translation> en lugar de %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Heads were switched on or off on the Analyze page: explain again to see the attribution with them.</source>
        <translation>Se activaron o desactivaron cabezas en la página Analizar: vuelva a explicar para ver la atribución con ellas.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>optional: a translation to explain (else the model&apos;s own, searched as on the Translate page)</source>
        <translation>opcional: una traducción que explicar (si no, la propia del modelo, buscada como en Traducir)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, so near 0 that a share says nothing: Σ scores misses it by %4 (nats).</source>
        <translation>Gradientes integrados, %1 pasos: Σ puntuaciones = %2, f(x) − f(referencia) = %3, tan cerca de 0 que una proporción no dice nada: Σ puntuaciones se desvía en %4 (nats).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>The gap is above 5 % (or 0.05 nats): the sum is not yet complete (the gradient changes too fast along the path for these steps, e.g. where a ReLU switches). Raise the steps, e.g. to %1.</source>
        <translation>La diferencia supera el 5 % (o 0,05 nats): la suma aún no está completa (el gradiente cambia demasiado rápido a lo largo del camino para estos pasos, p. ej. donde una ReLU cambia). Aumente los pasos, p. ej. a %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>Una oración era más larga que las posiciones del modelo y se ha recortado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Click: show the head beside the attribution. Double click or Enter: the explained pair&apos;s attention on Translate, at this head.</source>
        <translation>Clic: mostrar la cabeza junto a la atribución. Doble clic o Intro: la atención del par explicado en Traducir, en esta cabeza.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="1"/>
        <source>The gap is above 5 % (or 0.05 nats) even at the most steps (%1): read these scores as approximate (the gradient jumps along the path, e.g. where a ReLU switches).</source>
        <translation>La diferencia supera el 5 % (o 0,05 nats) incluso con el máximo de pasos (%1): lea estas puntuaciones como aproximadas (el gradiente salta a lo largo del camino, p. ej. donde una ReLU cambia).</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointPanel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="46"/>
        <source>No run yet: checkpoints appear here as training saves them.</source>
        <translation>Aún no hay ninguna ejecución: los puntos de control aparecen aquí a medida que el entrenamiento los guarda.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="49"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="50"/>
        <source>Opens the checkpoint on every page: its curves (from its stored history) and settings here, its model on the Translate, Analyze and Learn pages.</source>
        <translation>Abre el punto de control en todas las páginas: sus curvas (de su historial guardado) y ajustes aquí, su modelo en las páginas Traducir, Analizar y Aprender.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="51"/>
        <source>Resume training</source>
        <translation>Reanudar entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="52"/>
        <source>Continues this run from the checkpoint, in its folder, with its own settings and data, up to Steps.</source>
        <translation>Continúa esta ejecución desde el punto de control, en su carpeta, con su propia configuración y sus datos, hasta Pasos.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="54"/>
        <source>Fine-tune (new run)</source>
        <translation>Ajuste fino (nueva ejecución)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="55"/>
        <source>Starts a new run from this checkpoint&apos;s weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page. Unlike Resume, the checkpoint&apos;s run is left as it is.</source>
        <translation>Inicia una nueva ejecución a partir de los pesos, el modelo y el tokenizador de este punto de control, con un optimizador y un programa de tasa de aprendizaje nuevos, sobre los datos elegidos en la página Datos. A diferencia de Reanudar, la ejecución del punto de control queda como está.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="58"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="59"/>
        <source>Copies the checkpoint to a file of your choice.</source>
        <translation>Copia el punto de control en un archivo de tu elección.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="64"/>
        <source>newest </source>
        <translation>últimos </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="65"/>
        <source>Average</source>
        <translation>Promediar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="66"/>
        <source>Averages the weights of the newest k numbered checkpoints into a new weights-only checkpoint, as the paper does with the last 5 (base) or 20 (big) checkpoints (§6.1).</source>
        <translation>Promedia los pesos de los k puntos de control numerados más recientes en un nuevo punto de control solo de pesos, como hace el artículo con los últimos 5 (base) o 20 (big) puntos de control (§6.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="108"/>
        <source>Cannot average</source>
        <translation>No se puede promediar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="122"/>
        <source>Run folder: %1</source>
        <translation>Carpeta de la ejecución: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="174"/>
        <source>There is no checkpoint to save yet: training writes one at every evaluation and when it stops.</source>
        <translation>Todavía no hay ningún punto de control que guardar: el entrenamiento escribe uno en cada evaluación y al detenerse.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="178"/>
        <source>%1 is the checkpoint itself; choose another name.</source>
        <translation>%1 es el propio punto de control; elige otro nombre.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="182"/>
        <source>A copy is being saved; wait until it is written.</source>
        <translation>Se está guardando una copia; espere a que se escriba.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="187"/>
        <source>Saving a copy of %1 as %2…</source>
        <translation>Guardando una copia de %1 como %2…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="195"/>
        <source>Could not copy %1 to %2: %3</source>
        <translation>No se pudo copiar %1 en %2: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="201"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="217"/>
        <source>Saved a copy of %1 as %2</source>
        <translation>Se guardó una copia de %1 como %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="224"/>
        <source>No checkpoint yet</source>
        <translation>Aún no hay punto de control</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="225"/>
        <source>This run has no checkpoint yet: training writes one at every evaluation and when it stops.</source>
        <translation>Esta ejecución aún no tiene punto de control: el entrenamiento escribe uno en cada evaluación y al detenerse.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="228"/>
        <source>Save checkpoint as</source>
        <translation>Guardar punto de control como</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="230"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>Puntos de control (*.ckpt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="114"/>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="233"/>
        <source>Save failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="238"/>
        <source>An average is being computed; wait until it is written.</source>
        <translation>Se está calculando un promedio; espera a que se escriba.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="243"/>
        <source>Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</source>
        <translation>
            <numerusform>Promediar el %n más reciente requiere %n punto de control numerado (checkpoint-STEP.ckpt); la carpeta %1 tiene %2. Reduce k o entrena más tiempo (se escribe uno en cada evaluación).</numerusform>
            <numerusform>Promediar los %n más recientes requiere %n puntos de control numerados (checkpoint-STEP.ckpt); la carpeta %1 tiene %2. Reduce k o entrena más tiempo (se escribe uno en cada evaluación).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="255"/>
        <source>Averaging %n checkpoints (steps %L1 to %L2) into %3…</source>
        <translation>
            <numerusform>Promediando %n punto de control (pasos %L1 a %L2) en %3…</numerusform>
            <numerusform>Promediando %n puntos de control (pasos %L1 a %L2) en %3…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="246"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="276"/>
        <source>Averaging failed</source>
        <translation>Error al promediar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="281"/>
        <source>Wrote %1 (weights only: it translates, it does not resume)</source>
        <translation>Se escribió %1 (solo pesos: traduce, pero no permite reanudar)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>A run is training: average its checkpoints after it stops.</source>
        <translation>Hay una ejecución entrenando: promedie sus checkpoints cuando se detenga.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>Checkpoints to average</source>
        <translation>Checkpoints que promediar</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointTableModel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="93"/>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="103"/>
        <source>%1, step %L2</source>
        <translation>%1, paso %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="116"/>
        <source>Fine-tuned from %1 (its step %L2)</source>
        <translation>Ajustado a partir de %1 (su paso %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="129"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="130"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="131"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="132"/>
        <source>Dev BLEU</source>
        <translation>BLEU val.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="133"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="134"/>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="135"/>
        <source>Fine-tuned from</source>
        <translation>Ajustado a partir de</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="0"/>
        <source>BLEU of greedy translations of the dev set at an evaluation during training; attention-studio-cli evaluate --beam 1 on the same sentences gives it again, its default beam search can score the same checkpoint differently.</source>
        <translation>BLEU de traducciones voraces del conjunto de desarrollo en una evaluación durante el entrenamiento; attention-studio-cli evaluate --beam 1 sobre las mismas frases lo vuelve a dar, su búsqueda en haz predeterminada puede puntuar el mismo checkpoint de otra forma.</translation>
    </message>
</context>
<context>
    <name>studio::app::ConfigDiffModel</name>
    <message>
        <location filename="../app/gui/runs/config_diff_model.cpp" line="31"/>
        <source>%1 differs from %2&apos;s %3</source>
        <translation>%1 difiere de %3 en %2</translation>
    </message>
</context>
<context>
    <name>studio::app::DataPage</name>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="81"/>
        <source>The form has changed since the data was read: press Read data to use it.</source>
        <translation>El formulario ha cambiado desde que se leyeron los datos: pulsa Leer datos para usarlo.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="150"/>
        <source>Fine-tuning keeps the model&apos;s own tokenizer; this one is not used.</source>
        <translation>El ajuste fino conserva el tokenizador del propio modelo; este no se usa.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="216"/>
        <source>The dataset of the last session could not be read again; the built-in numbers-de demo is shown instead.</source>
        <translation>No se pudo volver a leer el conjunto de datos de la última sesión; en su lugar se muestra la demo integrada numbers-de.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="221"/>
        <source>The previous dataset, %1, stays in effect.</source>
        <translation>El conjunto de datos anterior, %1, sigue vigente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="258"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; training pairs</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; par de entrenamiento</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; pares de entrenamiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="260"/>
        <source> from %Ln records</source>
        <translation>
            <numerusform> de %Ln registro</numerusform>
            <numerusform> de %Ln registros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="262"/>
        <source>; %Ln skipped because a side is empty</source>
        <translation>
            <numerusform>; %Ln omitido porque un lado está vacío</numerusform>
            <numerusform>; %Ln omitidos porque un lado está vacío</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="267"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs, the demo&apos;s own</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; par de validación, el propio de la demo</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; pares de validación, los propios de la demo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="269"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs from %1</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; par de validación de %1</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; pares de validación de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="272"/>
        <source> (%Ln skipped because a side is empty)</source>
        <translation>
            <numerusform> (%Ln omitido porque un lado está vacío)</numerusform>
            <numerusform> (%Ln omitidos porque un lado está vacío)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="274"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; of them held out as dev pairs when training starts</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; de ellos se reserva como par de validación al empezar el entrenamiento</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; de ellos se reservan como pares de validación al empezar el entrenamiento</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="276"/>
        <source>no dev pairs: too few training pairs to hold some out, so there is no dev BLEU</source>
        <translation>sin pares de validación: hay muy pocos pares de entrenamiento para reservar algunos, así que no hay BLEU de validación</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="283"/>
        <source>&lt;b&gt;The data could not be read.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No se pudieron leer los datos.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="291"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Translate English number words into German ones (0 to 999999), where German puts units before tens: “twenty-one” becomes “einundzwanzig”.</source>
        <translation>Traducir números escritos en inglés al alemán (de 0 a 999999), donde el alemán pone las unidades antes de las decenas: «twenty-one» se convierte en «einundzwanzig».</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Rewrite English dates from 1900 to 2099 in ten styles as ISO 8601, e.g. “the 3rd of March, 2021” becomes “2021-03-03” (numeric dates are month/day/year, US style).</source>
        <translation>Reescribir fechas en inglés de 1900 a 2099 en diez estilos como ISO 8601, p. ej. «the 3rd of March, 2021» se convierte en «2021-03-03» (las fechas numéricas son mes/día/año, al estilo de EE. UU.).</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Reverse a sequence of 3 to 10 animal words, e.g. “cat dog fox” becomes “fox dog cat”.</source>
        <translation>Invertir una secuencia de 3 a 10 palabras de animales, p. ej. «cat dog fox» se convierte en «fox dog cat».</translation>
    </message>
</context>
<context>
    <name>studio::app::DatasetChooser</name>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="38"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="40"/>
        <source>Pick a dataset used before…</source>
        <translation>Elige un conjunto de datos ya usado…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="44"/>
        <source>Built-in demo task</source>
        <translation>Tarea de demostración integrada</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="45"/>
        <source>Two line-aligned files</source>
        <translation>Dos archivos alineados por línea</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="46"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>TSV file</source>
        <translation>Archivo TSV</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="47"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines file</source>
        <translation>Archivo JSON Lines</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="56"/>
        <source>&amp;Read data</source>
        <translation>&amp;Leer datos</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="57"/>
        <source>Read the chosen files and show their pairs; the Train page then trains on them.</source>
        <translation>Lee los archivos elegidos y muestra sus pares; después la página Entrenar entrena con ellos.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="61"/>
        <source>Recent:</source>
        <translation>Recientes:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="62"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="89"/>
        <source>Built-in tasks are generated in the program; nothing has to be downloaded.</source>
        <translation>Las tareas integradas se generan en el programa; no hay que descargar nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="90"/>
        <source>Task:</source>
        <translation>Tarea:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="97"/>
        <source>Text files (*.txt *.gz *.*)</source>
        <translation>Archivos de texto (*.txt *.gz *.*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="98"/>
        <source>Source-language file</source>
        <translation>Archivo del idioma de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="99"/>
        <source>Target-language file</source>
        <translation>Archivo del idioma de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="101"/>
        <source>Source file:</source>
        <translation>Archivo de origen:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="102"/>
        <source>Target file:</source>
        <translation>Archivo de destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>Tab-separated files (*.tsv *.txt *.gz);;All files (*)</source>
        <translation>Archivos separados por tabulaciones (*.tsv *.txt *.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="117"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="142"/>
        <source>source</source>
        <translation>origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="120"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="145"/>
        <source>target</source>
        <translation>destino</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="124"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="148"/>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="125"/>
        <source>Columns:</source>
        <translation>Columnas:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines (*.jsonl *.json *.gz);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json *.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="138"/>
        <source>e.g. en</source>
        <translation>p. ej., en</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="140"/>
        <source>e.g. de</source>
        <translation>p. ej., de</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="149"/>
        <source>Language keys:</source>
        <translation>Claves de idioma:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="167"/>
        <source>Generated by the program from a seed; nothing has to be downloaded.</source>
        <translation>Generada por el programa a partir de una semilla; no hay que descargar nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="168"/>
        <source>One sentence a line; line n of the target file translates line n of the source file (Moses, OPUS, Multi30k). Plain text or gzip.</source>
        <translation>Una oración por línea; la línea n del archivo de destino traduce la línea n del archivo de origen (Moses, OPUS, Multi30k). Texto plano o gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="170"/>
        <source>Tab-separated rows, columns counted from 1 (Anki and manythings exports: 1 and 2; Tatoeba pair exports: 2 and 4). Plain text or gzip.</source>
        <translation>Filas separadas por tabulaciones, columnas contadas desde 1 (exportaciones de Anki y manythings: 1 y 2; exportaciones de pares de Tatoeba: 2 y 4). Texto plano o gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="172"/>
        <source>One JSON object a line, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} or {&quot;en&quot;: …, &quot;de&quot;: …}; the keys name the languages. Plain text or gzip.</source>
        <translation>Un objeto JSON por línea, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} o {&quot;en&quot;: …, &quot;de&quot;: …}; las claves nombran los idiomas. Texto plano o gzip.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="249"/>
        <source> · dev %L1 %</source>
        <translation> · validación %L1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="251"/>
        <source> · dev files</source>
        <translation> · archivos de validación</translation>
    </message>
</context>
<context>
    <name>studio::app::DevSetChooser</name>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="15"/>
        <source>Dev set</source>
        <translation>Conjunto de validación</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="16"/>
        <source>Pairs the model never trains on: dev loss and BLEU are measured on them during training.</source>
        <translation>Pares con los que el modelo nunca entrena: la pérdida y el BLEU de validación se miden sobre ellos durante el entrenamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="27"/>
        <source> % of the training pairs</source>
        <translation> % de los pares de entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="29"/>
        <source>Text files (*.txt *.tsv *.jsonl *.gz);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.tsv *.jsonl *.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="30"/>
        <source>Dev file</source>
        <translation>Archivo de validación</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="31"/>
        <source>Target-language dev file</source>
        <translation>Archivo de validación del idioma de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="32"/>
        <source>target:</source>
        <translation>destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="65"/>
        <source>the demo&apos;s own dev pairs</source>
        <translation>los pares de validación propios de la demo</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="66"/>
        <source>1 % of the training pairs (at most 1000), held out when training starts</source>
        <translation>1 % de los pares de entrenamiento (como máximo 1000), reservado al empezar el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="69"/>
        <source>source-language dev file</source>
        <translation>archivo de validación del idioma de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="70"/>
        <source>dev file in the training data&apos;s format</source>
        <translation>archivo de validación en el formato de los datos de entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>&amp;Default</source>
        <translation>&amp;Predeterminado</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Hold &amp;out</source>
        <translation>&amp;Reservar</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Dev f&amp;iles</source>
        <translation>Arc&amp;hivos de validación</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Share held out</source>
        <translation>Parte reservada</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentDialog</name>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="25"/>
        <source>New experiment</source>
        <translation>Nuevo experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="27"/>
        <source>The experiment&apos;s folder in the runs folder; each run gets a folder inside it.</source>
        <translation>La carpeta del experimento dentro de la carpeta de ejecuciones; cada ejecución tiene una carpeta dentro.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="30"/>
        <source>preset tiny on %1 (Data page)</source>
        <translation>preajuste tiny con %1 (página Datos)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="31"/>
        <source>preset small on %1 (Data page)</source>
        <translation>preajuste small con %1 (página Datos)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="32"/>
        <source>run %1 (%2, %3)</source>
        <translation>ejecución %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="33"/>
        <source>The settings every run starts from. A run as base also gives its data and its tokenizer.</source>
        <translation>La configuración de la que parte cada ejecución. Una ejecución como base aporta también sus datos y su tokenizador.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="35"/>
        <source>Table 3 in miniature (the paper&apos;s rows A–E)</source>
        <translation>Tabla 3 en miniatura (filas A–E del artículo)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="36"/>
        <source>Table 3, reduced (one variation per row group)</source>
        <translation>Tabla 3, reducida (una variación por grupo de filas)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="37"/>
        <source>Custom grid</source>
        <translation>Rejilla propia</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="41"/>
        <source>Every run trains this many steps (not a time budget: the runs stay comparable and reproducible) and ends with a dev evaluation.</source>
        <translation>Cada ejecución entrena este número de pasos (no un tiempo: las ejecuciones siguen siendo comparables y reproducibles) y termina con una evaluación en dev.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="45"/>
        <source>Each variation this many times with seeds seed, seed+1, …: the spread between seeds says how large a difference must be to mean something.</source>
        <translation>Cada variación este número de veces con semillas seed, seed+1, …: la dispersión entre semillas indica lo grande que debe ser una diferencia para significar algo.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Values (comma-separated)</source>
        <translation>Valores (separados por comas)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="52"/>
        <source>Add setting</source>
        <translation>Añadir ajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="53"/>
        <source>Remove setting</source>
        <translation>Quitar ajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="61"/>
        <source>Every combination of these values is one run (the last setting changes fastest). Switches take 0 and 1.</source>
        <translation>Cada combinación de estos valores es una ejecución (el último ajuste cambia más rápido). Los interruptores toman 0 y 1.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="73"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="74"/>
        <source>Base:</source>
        <translation>Base:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="75"/>
        <source>Variations:</source>
        <translation>Variaciones:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="76"/>
        <source>Steps per run:</source>
        <translation>Pasos por ejecución:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="77"/>
        <source>Seeds:</source>
        <translation>Semillas:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="147"/>
        <source>the name must be a folder name (no slashes, not starting with a dot)</source>
        <translation>el nombre debe ser un nombre de carpeta (sin barras, sin empezar por un punto)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="149"/>
        <source>%1 already exists; choose another name</source>
        <translation>%1 ya existe; elija otro nombre</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="176"/>
        <source>%n run(s), %1 steps each, in %2: %3</source>
        <translation>
            <numerusform>%n ejecución, %1 pasos cada una, en %2: %3</numerusform>
            <numerusform>%n ejecuciones, %1 pasos cada una, en %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="1"/>
        <source>%1=%2: a comma between digits could be a decimal comma or part two values; part the values with spaces or &apos;;&apos; (0,1; 0,2), or write decimal points (0.1, 0.2)</source>
        <translation>%1=%2: una coma entre dígitos puede ser una coma decimal o separar dos valores; separe los valores con espacios o «;» (0,1; 0,2), o escriba puntos decimales (0.1, 0.2)</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentPanel</name>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="42"/>
        <source>As Table 3 of the paper: the base row in full, the other rows only the values they change (highlighted); seeds pooled as mean ± standard deviation; rank by dev PPL.</source>
        <translation>Como la Tabla 3 del artículo: la fila base completa, las demás filas solo los valores que cambian (resaltados); semillas agrupadas como media ± desviación típica; puesto por PPL dev.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="45"/>
        <source>Queue</source>
        <translation>Cola</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="46"/>
        <source>Table (one row per variation)</source>
        <translation>Tabla (una fila por variación)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="54"/>
        <source>runs: %v of %m</source>
        <translation>ejecuciones: %v de %m</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="56"/>
        <source>this run: step %v of %m</source>
        <translation>esta ejecución: paso %v de %m</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="57"/>
        <source>New experiment…</source>
        <translation>Nuevo experimento…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="58"/>
        <source>Train a queue of runs around a base: the paper&apos;s Table 3 in miniature or your own grid.</source>
        <translation>Entrenar una cola de ejecuciones en torno a una base: la Tabla 3 del artículo en miniatura o su propia rejilla.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="59"/>
        <source>Resume experiment…</source>
        <translation>Reanudar experimento…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="60"/>
        <source>Go on with an experiment folder: finished runs are kept, an unfinished one resumes from its last checkpoint.</source>
        <translation>Continuar con una carpeta de experimento: las ejecuciones terminadas se conservan, una sin terminar se reanuda desde su último checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="62"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="63"/>
        <source>Stops the run in training at its next batch (a checkpoint is saved); resume later.</source>
        <translation>Detiene la ejecución en entrenamiento en su siguiente lote (se guarda un checkpoint); reanúdela más tarde.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="120"/>
        <source>%1: run %2 of %3, %4 (%5)</source>
        <translation>%1: ejecución %2 de %3, %4 (%5)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="125"/>
        <source>No experiment yet: New experiment… trains a queue of runs that differ in one setting at a time and compares them here.</source>
        <translation>Aún no hay experimento: «Nuevo experimento…» entrena una cola de ejecuciones que difieren en un ajuste cada vez y las compara aquí.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="128"/>
        <source>%1 in %2: %3 of %4 runs finished</source>
        <translation>%1 en %2: %3 de %4 ejecuciones terminadas</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="147"/>
        <source>Cannot start the experiment</source>
        <translation>No se puede iniciar el experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="154"/>
        <source>Resume an experiment</source>
        <translation>Reanudar un experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="162"/>
        <source>Cannot resume the experiment</source>
        <translation>No se puede reanudar el experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>Training is running on the Train page: stop it there first.</source>
        <translation>Hay un entrenamiento en curso en la página Entrenar: deténgalo allí primero.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>%1: reading the runs in %2…</source>
        <translation>%1: leyendo las ejecuciones de %2…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; a new experiment waits for it (or for another dataset chosen there).</source>
        <translation>La página Datos está leyendo el conjunto de datos de la última sesión, %1; un experimento nuevo espera a que termine (o a otro conjunto de datos elegido allí).</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentQueueModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="37"/>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="38"/>
        <source>training</source>
        <translation>entrenando</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="39"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="40"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="41"/>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="54"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="71"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="72"/>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="73"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="74"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="75"/>
        <source>Dev PPL</source>
        <translation>PPL dev</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="76"/>
        <source>Dev BLEU</source>
        <translation>BLEU dev</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentRunner</name>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment stopped; resume it to go on from each run&apos;s last checkpoint.</source>
        <translation>Experimento detenido; reanúdelo para continuar desde el último checkpoint de cada ejecución.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="55"/>
        <source>An experiment is running.</source>
        <translation>Hay un experimento en marcha.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="82"/>
        <source>%1: %2 of %3 runs finished</source>
        <translation>%1: %2 de %3 ejecuciones terminadas</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="93"/>
        <source>%1 does not record its dataset; choose another run or a preset.</source>
        <translation>%1 no registra su conjunto de datos; elija otra ejecución o un preajuste.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="117"/>
        <source>Training is running; stop it before starting an experiment.</source>
        <translation>El entrenamiento está en marcha; deténgalo antes de iniciar un experimento.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="121"/>
        <source>%1 is not empty; an experiment starts in a new folder (or resume the experiment in it).</source>
        <translation>%1 no está vacía; un experimento empieza en una carpeta nueva (o reanude el experimento que contiene).</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="142"/>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="308"/>
        <source>Each run trains its own tokenizer: %1</source>
        <translation>Cada ejecución entrena su propio tokenizador: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="155"/>
        <source>Training is running; stop it before resuming an experiment.</source>
        <translation>El entrenamiento está en marcha; deténgalo antes de reanudar un experimento.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="239"/>
        <source>Every run finished; summary in %1</source>
        <translation>Todas las ejecuciones terminadas; resumen en %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="241"/>
        <source>%1 run(s) failed; the others finished</source>
        <translation>%1 ejecución(es) fallida(s); las demás terminaron</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="253"/>
        <source>Experiment: run %1 of %2, %3, resumes at step %4</source>
        <translation>Experimento: ejecución %1 de %2, %3, se reanuda en el paso %4</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="258"/>
        <source>Experiment: run %1 of %2, %3 (%4)</source>
        <translation>Experimento: ejecución %1 de %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="284"/>
        <source>Experiment stopped during %1; resume it to go on from its last checkpoint.</source>
        <translation>Experimento detenido durante %1; reanúdelo para continuar desde su último checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="289"/>
        <source>Experiment: run %1 did not finish: %2; the next run starts</source>
        <translation>Experimento: la ejecución %1 no terminó: %2; empieza la siguiente</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="316"/>
        <source>Experiment summary: skipped %1</source>
        <translation>Resumen del experimento: se omitió %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="318"/>
        <source>Experiment summary not written: %1</source>
        <translation>Resumen del experimento no escrito: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 no se puede leer (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 failed (%2)</source>
        <translation>%1 falló (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>cannot read the data file %1</source>
        <translation>no se puede leer el archivo de datos %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment: %1</source>
        <translation>Experimento: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentTableModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="52"/>
        <source>as in the base row: %1</source>
        <translation>como en la fila base: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="65"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="83"/>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="84"/>
        <source>dev PPL</source>
        <translation>PPL dev</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="85"/>
        <source>dev BLEU</source>
        <translation>BLEU dev</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="86"/>
        <source>params ×10⁶</source>
        <translation>parámetros ×10⁶</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="87"/>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="88"/>
        <source>seeds</source>
        <translation>semillas</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>The steps each run of the row is planned to train (Table 3&apos;s train steps)</source>
        <translation>Los pasos que cada ejecución de la fila tiene previsto entrenar (los «train steps» de la tabla 3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%1 of %2 (+%3 not pooled)</source>
        <translation>%1 de %2 (+%3 sin promediar)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%n finished run(s) of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</source>
        <translation>
            <numerusform>%n ejecución terminada de esta fila entrenó otro número de pasos que %1 (reanudada con más): queda fuera de su media, que mezclaría modelos de distinta duración.</numerusform>
            <numerusform>%n ejecuciones terminadas de esta fila entrenaron otro número de pasos que %1 (reanudadas con más): quedan fuera de su media, que mezclaría modelos de distinta duración.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ExplanationSection</name>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="20"/>
        <source>&lt;h3&gt;Is attention an explanation?&lt;/h3&gt;&lt;p&gt;An attention map shows where a head looked, and it is tempting to read it as the reason for a word. Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) compared attention weights with gradient-based importance and found that they often rank the input differently, and that other attention maps can give the same output. Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) answered that it depends on what one means by explanation and on the model. Gradient attribution asks the model directly: integrated gradients (Sundararajan et al. 2017) follows the gradient of log p(token) from a neutral input (the source and target pieces&apos; embeddings set to zero; positions, BOS and EOS kept) to the real one, and its scores add up to the change of log p.&lt;/p&gt;&lt;p&gt;Below, for one token of the current sentence: its integrated gradients over the source, and the cross-attention row of the head that agrees most with them. Kendall&apos;s τ is 1 when a head ranks the source pieces (BOS and EOS left out) exactly as the attribution does, 0 when its order is unrelated.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;¿Es la atención una explicación?&lt;/h3&gt;&lt;p&gt;Un mapa de atención muestra adónde miró una cabeza, y es tentador leerlo como la razón de una palabra. Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) compararon los pesos de atención con la importancia basada en gradientes y encontraron que a menudo ordenan la entrada de forma distinta y que otros mapas de atención pueden dar la misma salida. Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) respondieron que depende de qué se entienda por explicación y del modelo. La atribución por gradientes pregunta directamente al modelo: los gradientes integrados (Sundararajan et al. 2017) siguen el gradiente de log p(token) desde una entrada neutra (los embeddings de las piezas de fuente y destino puestos a cero; se conservan las posiciones, BOS y EOS) hasta la real, y sus puntuaciones suman el cambio de log p.&lt;/p&gt;&lt;p&gt;Abajo, para un token de la oración actual: sus gradientes integrados sobre la fuente y la fila de atención cruzada de la cabeza que más coincide con ellos. La τ de Kendall vale 1 cuando una cabeza ordena las piezas de la fuente (sin BOS ni EOS) exactamente como la atribución, y 0 cuando su orden no guarda relación.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="37"/>
        <source>Explain the current sentence</source>
        <translation>Explicar la oración actual</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="40"/>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="43"/>
        <source>Nothing explained yet.</source>
        <translation>Todavía no se ha explicado nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="84"/>
        <source>The source is too short to compare rankings.</source>
        <translation>La fuente es demasiado corta para comparar ordenaciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="99"/>
        <source>integrated gradients</source>
        <translation>gradientes integrados</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>input × gradient</source>
        <translation>entrada × gradiente</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>saliency</source>
        <translation>saliencia</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>attribution</source>
        <translation>atribución</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>head %1.%2</source>
        <translation>cabeza %1.%2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="102"/>
        <source>Why “%1”: attribution and attention over the source</source>
        <translation>Por qué «%1»: atribución y atención sobre la fuente</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="103"/>
        <source>source token</source>
        <translation>token de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="104"/>
        <source>share of |source score| / weight</source>
        <translation>parte de |puntuación de origen| / peso</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="106"/>
        <source>Cross-attention head %1 of layer %2 agrees most with %3 (τ = %4); the median cross head reaches τ = %5. Where τ is low, the attention map is not the reason for this token.</source>
        <translation>La cabeza de atención cruzada %1 de la capa %2 es la que más coincide con %3 (τ = %4); la cabeza cruzada mediana alcanza τ = %5. Donde τ es bajo, el mapa de atención no es la razón de este token.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>Working out integrated gradients of every token of the greedy translation of “%1”…</source>
        <translation>Calculando los gradientes integrados de cada token de la traducción voraz de «%1»…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>%L1 of %L2 gradient evaluations (%L3 %).</source>
        <translation>%L1 de %L2 evaluaciones del gradiente (%L3 %).</translation>
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
        <translation>Ruta de un archivo (texto plano o .gz)</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the files?</source>
        <translation>¿Sustituir los archivos?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already holds %2. Replace them?</source>
        <translation>%1 ya contiene %2. ¿Sustituirlos?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Browse… (F4)</source>
        <translation>Examinar… (F4)</translation>
    </message>
</context>
<context>
    <name>studio::app::HeadsSection</name>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="17"/>
        <source>&lt;h3&gt;Which heads matter&lt;/h3&gt;&lt;p&gt;The paper gives every layer h = 8 heads so that each can attend to “information from different representation subspaces at different positions” (§3.2.2). Later work measured what they do. Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) switched heads off one at a time with a gate ξ on each head&apos;s output and found that most can go with little loss, while encoder–decoder attention is the most sensitive to pruning. Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) found that a few specialised heads do the heavy lifting: positional heads that look at the previous or next token, and a head that attends to the rarest word. Garg et al. (2019) read word alignments off cross-attention, best from the mean of the penultimate layer.&lt;/p&gt;&lt;p&gt;The Analyze page measures all of this on the open model; the heads it found most needed are listed here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qué cabezas importan&lt;/h3&gt;&lt;p&gt;El artículo da a cada capa h = 8 cabezas para que cada una pueda atender a «información de distintos subespacios de representación en distintas posiciones» (§3.2.2). Trabajos posteriores midieron lo que hacen. Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) apagaron cabezas una a una con una compuerta ξ en la salida de cada cabeza y vieron que la mayoría puede quitarse con poca pérdida, mientras que la atención codificador–decodificador es la más sensible a la poda. Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) vieron que unas pocas cabezas especializadas hacen el trabajo pesado: cabezas posicionales que miran el token anterior o el siguiente, y una cabeza que atiende a la palabra más rara. Garg et al. (2019) leyeron alineamientos de palabras en la atención cruzada, mejor desde la media de la penúltima capa.&lt;/p&gt;&lt;p&gt;La página Analizar mide todo esto en el modelo abierto; aquí se listan las cabezas que encontró más necesarias.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="33"/>
        <location filename="../app/gui/learn/learn_heads.cpp" line="53"/>
        <source>No heads measured yet.</source>
        <translation>Todavía no se han medido cabezas.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Δ dev loss (token NLL) without it</source>
        <translation>Δ pérdida (NLL por token) sin ella</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>What it attends to</source>
        <translation>A qué atiende</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="44"/>
        <source>Measure the heads on the Analyze page</source>
        <translation>Medir las cabezas en la página Analizar</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="60"/>
        <source>Over %1 pairs (%2): removing any one of %3 of the %4 heads raises the dev loss by more than 0.01 nats per token; the dev loss (token NLL) of the whole model is %5.</source>
        <translation>Sobre %1 pares (%2): quitar una sola de %3 de las %4 cabezas sube la pérdida de desarrollo en más de 0,01 nats por token; la del modelo completo es %5 (NLL por token).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>encoder self</source>
        <translation>autoatención del codificador</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>decoder self</source>
        <translation>autoatención del decodificador</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>cross</source>
        <translation>atención cruzada</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="73"/>
        <source>no single rule (confidence %1, entropy %2 nats)</source>
        <translation>ninguna regla única (confianza %1, entropía %2 nats)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>The heads were measured on %1 (the Analyze page&apos;s model), not on the model this page shows: its heads are not measured. Open it on the Translate page and measure them there.</source>
        <translation>Las cabezas se midieron en %1 (el modelo de la página Analizar), no en el modelo que muestra esta página: sus cabezas no están medidas. Ábralo en la página Traducir y mídalas allí.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>the run in training at step %1</source>
        <translation>la ejecución en entrenamiento en el paso %1</translation>
    </message>
</context>
<context>
    <name>studio::app::HyperparameterForm</name>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="74"/>
        <source>d_model: the width of every layer&apos;s output (§3, Table 3). Must be a multiple of the number of heads.</source>
        <translation>d_model: la anchura de la salida de cada capa (§3, tabla 3). Debe ser múltiplo del número de cabezas.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="76"/>
        <source>h: parallel attention heads, each of width d_k = d_v = d_model / h (§3.2.2).</source>
        <translation>h: cabezas de atención en paralelo, cada una de anchura d_k = d_v = d_model / h (§3.2.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="77"/>
        <source>d_k: each head&apos;s query and key width; auto = d_model / h (§3.2.2; Table 3, row B varies it alone).</source>
        <translation>d_k: anchura de las consultas y claves de cada cabeza; auto = d_model / h (§3.2.2; la fila B de la tabla 3 solo varía esta).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="79"/>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="81"/>
        <source>auto</source>
        <translation>automático</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="80"/>
        <source>d_v: each head&apos;s value width; auto = d_model / h (§3.2.2).</source>
        <translation>d_v: anchura de los valores de cada cabeza; auto = d_model / h (§3.2.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="82"/>
        <source>N: identical layers in the encoder stack (§3.1; 6 in the paper).</source>
        <translation>N: capas idénticas en la pila del codificador (§3.1; 6 en el artículo).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="83"/>
        <source>N: identical layers in the decoder stack (§3.1; 6 in the paper).</source>
        <translation>N: capas idénticas en la pila del decodificador (§3.1; 6 en el artículo).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="84"/>
        <source>d_ff: inner width of the position-wise feed-forward network (§3.3).</source>
        <translation>d_ff: anchura interna de la red feed-forward aplicada posición a posición (§3.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="85"/>
        <source>P_drop: dropout on each sub-layer&apos;s output and on the embedding sums (§5.4).</source>
        <translation>P_drop: dropout en la salida de cada subcapa y en las sumas de embeddings (§5.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="87"/>
        <source>Dropout on the attention weights. Not in the paper; PyTorch&apos;s nn.Transformer applies it.</source>
        <translation>Dropout sobre los pesos de atención. No está en el artículo; nn.Transformer de PyTorch lo aplica.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="89"/>
        <source>Dropout on the feed-forward network&apos;s hidden ReLU output. Not in the paper; tensor2tensor and PyTorch&apos;s nn.Transformer apply it.</source>
        <translation>Dropout sobre la salida ReLU oculta de la red feed-forward. No está en el artículo; tensor2tensor y nn.Transformer de PyTorch lo aplican.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="92"/>
        <source>The longest sequence the positional encoding covers (§3.5).</source>
        <translation>La secuencia más larga que cubre la codificación posicional (§3.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>Pre-norm</source>
        <translation>Prenormalización</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>x + Sublayer(LayerNorm(x)) instead of the paper&apos;s LayerNorm(x + Sublayer(x)) (§3.1); trains more stably when deep.</source>
        <translation>x + Sublayer(LayerNorm(x)) en lugar del LayerNorm(x + Sublayer(x)) del artículo (§3.1); entrena de forma más estable en modelos profundos.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned positions</source>
        <translation>Posiciones aprendidas</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned position embeddings instead of the sinusoids (§3.5; Table 3, row E: nearly identical).</source>
        <translation>Embeddings de posición aprendidos en lugar de las sinusoides (§3.5; tabla 3, fila E: casi idénticos).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>Shared embeddings</source>
        <translation>Embeddings compartidos</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>One embedding matrix for source and target, possible with the joint vocabulary (§3.4).</source>
        <translation>Una sola matriz de embeddings para origen y destino, posible con el vocabulario conjunto (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>Tied output</source>
        <translation>Salida vinculada</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>The pre-softmax projection reuses the target embedding matrix (§3.4).</source>
        <translation>La proyección previa al softmax reutiliza la matriz de embeddings de destino (§3.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="101"/>
        <source>epsilon of layer normalisation (PyTorch&apos;s default 1e-5).</source>
        <translation>épsilon de la normalización de capa (por defecto en PyTorch, 1e-5).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="103"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="104"/>
        <source>Heads (h):</source>
        <translation>Cabezas (h):</translation>
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
        <translation>Capas del codificador (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="108"/>
        <source>Decoder layers (N):</source>
        <translation>Capas del decodificador (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="109"/>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="110"/>
        <source>Dropout:</source>
        <translation>Tasa de dropout:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="111"/>
        <source>Attention dropout:</source>
        <translation>Dropout de atención:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="112"/>
        <source>ReLU dropout:</source>
        <translation>Dropout de ReLU:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="113"/>
        <source>Max positions:</source>
        <translation>Posiciones máx.:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="114"/>
        <source>Layer-norm epsilon:</source>
        <translation>Épsilon de LayerNorm:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="122"/>
        <source>warmup_steps: the learning rate rises linearly for this many steps, then decays as 1/sqrt(step) (§5.3, Eq. 3).</source>
        <translation>warmup_steps: la tasa de aprendizaje crece linealmente durante este número de pasos y luego decae como 1/sqrt(step) (§5.3, ec. 3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="124"/>
        <source>A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper&apos;s.</source>
        <translation>Un factor sobre la tasa de aprendizaje de la ec. 3 (§5.3); 1 es el del artículo.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="125"/>
        <source>Adam&apos;s beta_1 (§5.3: 0.9).</source>
        <translation>beta_1 de Adam (§5.3: 0.9).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="126"/>
        <source>Adam&apos;s beta_2 (§5.3: 0.98).</source>
        <translation>beta_2 de Adam (§5.3: 0.98).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="127"/>
        <source>Adam&apos;s epsilon (§5.3: 1e-9).</source>
        <translation>épsilon de Adam (§5.3: 1e-9).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="128"/>
        <source>epsilon_ls: label smoothing (§5.4); the paper uses 0.1.</source>
        <translation>epsilon_ls: suavizado de etiquetas (§5.4); el artículo usa 0.1.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="129"/>
        <source>Clip the gradient&apos;s global norm to this value; 0 = off (not in the paper).</source>
        <translation>Recorta la norma global del gradiente a este valor; 0 = desactivado (no está en el artículo).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="131"/>
        <source>Batches whose gradients are summed before each optimiser step: a larger effective batch on a small machine (the paper&apos;s batches held ~25000 tokens, §5.1).</source>
        <translation>Lotes cuyos gradientes se suman antes de cada paso del optimizador: un lote efectivo mayor en una máquina modesta (los lotes del artículo tenían ~25000 tokens, §5.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="135"/>
        <source>Warm-up steps:</source>
        <translation>Pasos de calentamiento:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="136"/>
        <source>Learning-rate factor:</source>
        <translation>Factor de la tasa de aprendizaje:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="137"/>
        <source>Adam beta_1:</source>
        <translation>beta_1 de Adam:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="138"/>
        <source>Adam beta_2:</source>
        <translation>beta_2 de Adam:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="139"/>
        <source>Adam epsilon:</source>
        <translation>Épsilon de Adam:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="140"/>
        <source>Label smoothing:</source>
        <translation>Suavizado de etiquetas:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="141"/>
        <source>Gradient clipping:</source>
        <translation>Recorte de gradiente:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="142"/>
        <source>Accumulate batches:</source>
        <translation>Acumular lotes:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="150"/>
        <source>Tokens per batch, padding included; pairs of similar length are batched together (§5.1).</source>
        <translation>Tokens por lote, relleno incluido; los pares de longitud similar se agrupan en el mismo lote (§5.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="152"/>
        <source>Pairs with a side longer than this many tokens are left out of training.</source>
        <translation>Los pares con un lado de más tokens que este número quedan fuera del entrenamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="153"/>
        <source>Dev sentences translated for BLEU at each evaluation; 0 = all.</source>
        <translation>Oraciones de validación traducidas para el BLEU en cada evaluación; 0 = todas.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="154"/>
        <source>Numbered checkpoints kept on disk; older ones are deleted (last.ckpt always stays).</source>
        <translation>Puntos de control numerados que se conservan en disco; los más antiguos se borran (last.ckpt siempre se queda).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="159"/>
        <source>Vocabulary size:</source>
        <translation>Tamaño del vocabulario:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="160"/>
        <source>Tokens per batch:</source>
        <translation>Tokens por lote:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="161"/>
        <source>Longest pair (tokens):</source>
        <translation>Par más largo (tokens):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="162"/>
        <source>BLEU sentences:</source>
        <translation>Oraciones para BLEU:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="163"/>
        <source>Checkpoints kept:</source>
        <translation>Puntos de control conservados:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="164"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>The tokenizer trained on the Data page has %L1 pieces: the run uses it as it is. Without one there, the size is chosen here.</source>
        <translation>El tokenizador entrenado en la página de datos tiene %L1 piezas: la ejecución lo usa tal cual. Sin uno allí, el tamaño se elige aquí.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Seed of the initial weights, the batch order, dropout, a demo task&apos;s pairs and the held-out dev pairs (the Data page shows those of this seed): the same seed gives the same run.</source>
        <translation>Semilla de los pesos iniciales, del orden de los lotes, del dropout, de los pares de una tarea de demostración y de los pares de desarrollo reservados (la página de datos muestra los de esta semilla): la misma semilla da la misma ejecución.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Size of the joint SentencePiece vocabulary (a unigram model) of both languages (§5.1 used 37000 byte-pair pieces); lowered automatically when the data is small.</source>
        <translation>Tamaño del vocabulario SentencePiece conjunto (un modelo unigram) de ambos idiomas (§5.1 usó 37000 piezas de byte-pair); se reduce automáticamente cuando hay pocos datos.</translation>
    </message>
</context>
<context>
    <name>studio::app::ImportDialog</name>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="30"/>
        <source>Import a PyTorch model</source>
        <translation>Importar un modelo de PyTorch</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="32"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a PyTorch checkpoint. Attention Studio opens models of the from-scratch tutorial design (build_transformer, older and newer versions) with their word-level tokenizers, and saves them as its own checkpoint.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; es un punto de control de PyTorch. Attention Studio abre modelos del diseño del tutorial desde cero (build_transformer, versiones antigua y nueva) con sus tokenizadores por palabras y los guarda como su propio punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="39"/>
        <source>Tokenizers (*.json);;All files (*)</source>
        <translation>Tokenizadores (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="40"/>
        <source>Source language tokenizer</source>
        <translation>Tokenizador del idioma de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="41"/>
        <source>Target language tokenizer</source>
        <translation>Tokenizador del idioma de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="45"/>
        <source>The number of attention heads h the model was built with. The file does not record it; build_transformer&apos;s default is 8.</source>
        <translation>El número de cabezas de atención h con que se construyó el modelo. El archivo no lo guarda; el valor por defecto de build_transformer es 8.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Save the imported model as</source>
        <translation>Guardar el modelo importado como</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>Puntos de control (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="52"/>
        <source>Source tokenizer:</source>
        <translation>Tokenizador de origen:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="53"/>
        <source>Target tokenizer:</source>
        <translation>Tokenizador de destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="54"/>
        <source>Heads:</source>
        <translation>Cabezas:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="55"/>
        <source>Save as:</source>
        <translation>Guardar como:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/import_dialog.cpp" line="64"/>
        <source>Found %n tokenizer file(s) beside the checkpoint; check which one is the source.</source>
        <translation>
            <numerusform>Se encontró %n archivo de tokenizador junto al punto de control; compruebe cuál es el de origen.</numerusform>
            <numerusform>Se encontraron %n archivos de tokenizador junto al punto de control; compruebe cuál es el de origen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="68"/>
        <source>Choose the tokenizer_{language}.json files the model was trained with.</source>
        <translation>Elija los archivos tokenizer_{idioma}.json con los que se entrenó el modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="73"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="74"/>
        <source>Import and fine-tune</source>
        <translation>Importar y ajustar</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="75"/>
        <source>After the import, prepares a new training run that starts from the imported model (Train page), on the data chosen on the Data page.</source>
        <translation>Tras la importación, prepara una nueva ejecución de entrenamiento que parte del modelo importado (página Entrenar), sobre los datos elegidos en la página Datos.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="95"/>
        <source>Choose both tokenizer files and where to save the model.</source>
        <translation>Elija ambos archivos de tokenizador y dónde guardar el modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="100"/>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>Aún se está convirtiendo: el diálogo se cierra cuando se haya escrito el checkpoint.</translation>
    </message>
</context>
<context>
    <name>studio::app::KeptTokenizerNote</name>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="36"/>
        <source>Fine-tuning %1: counting how much of this data its tokenizer knows…</source>
        <translation>Ajuste fino de %1: contando cuánto de estos datos conoce su tokenizador…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="64"/>
        <source>Fine-tuning %1: its tokenizer could not be read: %2</source>
        <translation>Ajuste fino de %1: no se pudo leer su tokenizador: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>word-level</source>
        <translation>por palabras</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="71"/>
        <source>Fine-tuning %1 keeps its %2 tokenizer. On this data it encodes &lt;b&gt;%L3 %&lt;/b&gt; of the tokens as unknown (%6): source %L4 %, target %L5 %.</source>
        <translation>El ajuste fino de %1 conserva su tokenizador %2. Con estos datos codifica el &lt;b&gt;%L3 %&lt;/b&gt; de los tokens como desconocidos (%6): origen %L4 %, destino %L5 %.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="78"/>
        <source>That is above 5 %: the model cannot read or write those words, so fine-tuning on this data will teach it little about them. Choose data in the languages and vocabulary it was trained on, or train a new model with its own tokenizer.</source>
        <translation>Eso supera el 5 %: el modelo no puede leer ni escribir esas palabras, así que el ajuste fino con estos datos le enseñará poco sobre ellas. Elija datos en los idiomas y el vocabulario con los que se entrenó, o entrene un modelo nuevo con su propio tokenizador.</translation>
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
        <translation>No se puede crear la carpeta «%1».</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="90"/>
        <source>The demo&apos;s training stopped (its loss diverged).</source>
        <translation>El entrenamiento de la demo se detuvo (su pérdida divergió).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="95"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>No se puede escribir «%1»: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo is being trained by another Attention Studio (%1). Open a checkpoint, or come back to this page when it has finished.</source>
        <translation>Otro Attention Studio está entrenando la demo integrada (%1). Abra un checkpoint o vuelva a esta página cuando haya terminado.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo cannot be trained: %1</source>
        <translation>La demo integrada no se puede entrenar: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::LearnPage</name>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s table (its pe buffer) in Marian&apos;s layout: the sines of every frequency first, then the cosines, %2, not the interleaved order above; first %1 positions.</source>
        <translation>La tabla del modelo abierto (su búfer pe) en la disposición de Marian: primero los senos de todas las frecuencias y luego los cosenos, %2, no el orden intercalado de arriba; primeras %1 posiciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="56"/>
        <source>Sentence:</source>
        <translation>Frase:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="58"/>
        <source>The source sentence the attention section works through (the Translate page&apos;s last sentence when there is one).</source>
        <translation>La frase de origen que recorre la sección de atención (la última frase de la página Traducir, si la hay).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="61"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="63"/>
        <source>Follow the run in training</source>
        <translation>Seguir la ejecución en entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="65"/>
        <source>While the Train page trains, show the model of that run: a snapshot of its weights at every validation, labelled with its step.</source>
        <translation>Mientras la página Entrenar entrena, mostrar el modelo de esa ejecución: una instantánea de sus pesos en cada validación, con su paso.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="71"/>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="72"/>
        <source>Positional encoding</source>
        <translation>Codificación posicional</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="73"/>
        <source>Scaled dot-product attention</source>
        <translation>Atención de producto escalar escalado</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="74"/>
        <source>Multi-head attention</source>
        <translation>Atención multicabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="75"/>
        <source>Masking</source>
        <translation>Enmascaramiento</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="76"/>
        <source>Feed-forward and layer norm</source>
        <translation>Feed-forward y normalización de capa</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="77"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="78"/>
        <source>Which heads matter</source>
        <translation>Qué cabezas importan</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="79"/>
        <source>Is attention an explanation?</source>
        <translation>¿Es la atención una explicación?</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="207"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="264"/>
        <source>No model is open. The built-in demo (numbers-de) will be trained in the background when the run on the Train page ends; or open a checkpoint.</source>
        <translation>No hay ningún modelo abierto. La demo incorporada (numbers-de) se entrenará en segundo plano cuando termine la ejecución de la página Entrenar; o abra un punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="271"/>
        <source>No model is open: training the built-in demo (numbers-de) in the background…</source>
        <translation>No hay ningún modelo abierto: entrenando la demo integrada (numbers-de) en segundo plano…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="292"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights. Its training waits until the run on the Train page ends.</source>
        <translation>&lt;b&gt;Modelo sin entrenar&lt;/b&gt;: la demo incorporada (numbers-de) con sus pesos iniciales aleatorios. Su entrenamiento espera a que termine la ejecución de la página Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="297"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights, so the numbers below show a model that has learned nothing yet. It is being trained in the background (step %1 of %2); the page switches to the trained model when it is ready.</source>
        <translation>&lt;b&gt;Modelo sin entrenar&lt;/b&gt;: la demo integrada (numbers-de) con sus pesos iniciales aleatorios, así que los números de abajo muestran un modelo que aún no ha aprendido nada. Se está entrenando en segundo plano (paso %1 de %2); la página cambia al modelo entrenado cuando esté listo.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="306"/>
        <source>Model: the run in training, at step %1 (d_model %2, %3 heads, %4 encoder and %5 decoder layers); every validation brings its newer weights. Every number below is this model&apos;s.</source>
        <translation>Modelo: la ejecución en entrenamiento, en el paso %1 (d_model %2, %3 cabezas, %4 capas del codificador y %5 del decodificador); cada validación trae sus pesos más nuevos. Cada número de abajo es de este modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="314"/>
        <source>The built-in demo (numbers-de), trained in the background.</source>
        <translation>La demo integrada (numbers-de), entrenada en segundo plano.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="316"/>
        <source>Model: %1 (step %2, d_model %3, %4 heads, %5 encoder and %6 decoder layers). Every number below is this model&apos;s.</source>
        <translation>Modelo: %1 (paso %2, d_model %3, %4 cabezas, %5 capas del codificador y %6 del decodificador). Todos los números de abajo son de este modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="336"/>
        <source>The open model&apos;s table (its pe buffer), first %1 positions.</source>
        <translation>La tabla del modelo abierto (su búfer pe), primeras %1 posiciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="344"/>
        <source>No model is open. Open a checkpoint or train one to see the model&apos;s own numbers; until then the sections that need no model follow the Train page&apos;s settings.</source>
        <translation>No hay ningún modelo abierto. Abra un punto de control o entrene uno para ver los números del propio modelo; mientras tanto, las secciones que no necesitan modelo siguen los ajustes de la página Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="237"/>
        <location filename="../app/gui/learn/learn_page.cpp" line="346"/>
        <source>The checkpoint could not be opened: %1</source>
        <translation>No se pudo abrir el punto de control: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="347"/>
        <source>The demo could not be trained: %1</source>
        <translation>No se pudo entrenar la demo: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="350"/>
        <source>Computed by the engine&apos;s formula for d_model = %1 (the Train page&apos;s setting).</source>
        <translation>Calculada con la fórmula del motor para d_model = %1 (el ajuste de la página Entrenar).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="413"/>
        <source>Open a checkpoint or train one to see the model&apos;s own shapes and parameters.</source>
        <translation>Abra un punto de control o entrene uno para ver las formas y los parámetros del propio modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="436"/>
        <source>Open a checkpoint or train one to see the model&apos;s own numbers.</source>
        <translation>Abra un punto de control o entrene uno para ver los números del propio modelo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The %n head(s) switched off on the Analyze page are on here: this page shows the whole model.</source>
        <translation>
            <numerusform>La cabeza desactivada en la página Analizar está activa aquí: esta página muestra el modelo completo.</numerusform>
            <numerusform>Las %n cabezas desactivadas en la página Analizar están activas aquí: esta página muestra el modelo completo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Working out this model&apos;s numbers…</source>
        <translation>Calculando los números de este modelo…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The sentence is longer than the model&apos;s %1 positions: every section works on its first pieces, as the model would.</source>
        <translation>La frase es más larga que las %1 posiciones del modelo: cada sección trabaja con sus primeras piezas, como lo haría el modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s learned positions (Table 3, row E): the encoder&apos;s table (the decoder learns its own), first %1 positions.</source>
        <translation>Las posiciones aprendidas del modelo abierto (tabla 3, fila E): la tabla del codificador (el decodificador aprende la suya), primeras %1 posiciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The built-in demo&apos;s training was stopped (Preferences). Open a checkpoint, or train a model on the Train page.</source>
        <translation>Se detuvo el entrenamiento de la demo integrada (Preferencias). Abra un checkpoint o entrene un modelo en la página Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Sentence</source>
        <translation>Oración</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="1"/>
        <source>The Train page has learned positions on (Table 3, row E): a new model learns its table, which holds no numbers before training. Shown instead: the paper&apos;s formula for d_model = %1.</source>
        <translation>La página Entrenar tiene activadas las posiciones aprendidas (tabla 3, fila E): un modelo nuevo aprende su tabla, que no tiene números antes de entrenar. Se muestra en su lugar la fórmula del artículo para d_model = %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page_model.cpp" line="1"/>
        <source>Model: the run&apos;s weights at step %1, its last validation (d_model %2, %3 heads, %4 encoder and %5 decoder layers); the run has ended. Every number below is this model&apos;s.</source>
        <translation>Modelo: los pesos de la ejecución en el paso %1, su última validación (d_model %2, %3 cabezas, %4 capas del codificador y %5 del decodificador); la ejecución ha terminado. Cada número de abajo es de este modelo.</translation>
    </message>
</context>
<context>
    <name>studio::app::LengthHistogram</name>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="60"/>
        <source>Sentence lengths (training pairs)</source>
        <translation>Longitud de las oraciones (pares de entrenamiento)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="67"/>
        <source>sentences</source>
        <translation>oraciones</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="84"/>
        <source>length in tokens (the trained tokenizer&apos;s pieces)</source>
        <translation>longitud en tokens (las piezas del tokenizador entrenado)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="85"/>
        <source>length in words (split at spaces; no tokenizer trained yet)</source>
        <translation>longitud en palabras (separadas por espacios; aún no hay tokenizador entrenado)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="95"/>
        <source>%1 (mean %L2, longest %L3)</source>
        <translation>%1 (media %L2, máxima %L3)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="104"/>
        <source>%1, bins of %L2</source>
        <translation>%1, intervalos de %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="97"/>
        <source>source</source>
        <translation>origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="98"/>
        <source>target</source>
        <translation>destino</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>Every pair fits the Train page&apos;s longest pair (%L1 tokens)</source>
        <translation>Todos los pares caben en el par más largo de la página Entrenar (%L1 tokens)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>%Ln pair(s) will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</source>
        <translation>
            <numerusform>%Ln par quedará fuera del entrenamiento:
un lado es más largo que el par más largo de la página Entrenar (%L1 tokens, discontinua)</numerusform>
            <numerusform>%Ln pares quedarán fuera del entrenamiento:
un lado es más largo que el par más largo de la página Entrenar (%L1 tokens, discontinua)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a Hugging Face model folder</source>
        <translation>Abrir una carpeta de modelo de Hugging Face</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>A Marian (OPUS-MT) model folder, e.g. a clone of Helsinki-NLP/opus-mt-en-de: converted once into a checkpoint beside your runs.</source>
        <translation>Una carpeta de modelo Marian (OPUS-MT), p. ej. un clon de Helsinki-NLP/opus-mt-en-de: se convierte una vez en un checkpoint junto a sus ejecuciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a &amp;Hugging Face model folder…</source>
        <translation>Abrir una carpeta de modelo de &amp;Hugging Face…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="46"/>
        <source>Attention Studio</source>
        <translation>Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="58"/>
        <source>Experiment</source>
        <translation>Experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="63"/>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="64"/>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="65"/>
        <source>Translate</source>
        <translation>Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="66"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="67"/>
        <source>Analyze</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="68"/>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="83"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation>Demo integrada: números en palabras del inglés al alemán. Pulsa Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <source>Resume the experiment?</source>
        <translation>¿Reanudar el experimento?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="154"/>
        <source>The experiment in %1 was not finished when the app closed (%2). Resume it now? Each run goes on from its last checkpoint.</source>
        <translation>El experimento en %1 no había terminado al cerrar la aplicación (%2). ¿Reanudarlo ahora? Cada ejecución continúa desde su último checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="161"/>
        <source>Runs &gt; Resume experiment… goes on with %1 later.</source>
        <translation>Ejecuciones &gt; «Reanudar experimento…» continúa con %1 más tarde.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <source>Cannot resume the experiment</source>
        <translation>No se puede reanudar el experimento</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="190"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="192"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="198"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Data</source>
        <translation>&amp;Datos</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Train</source>
        <translation>&amp;Entrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>T&amp;ranslate</source>
        <translation>&amp;Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Learn</source>
        <translation>A&amp;prender</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Analyze</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>R&amp;uns</source>
        <translation>E&amp;jecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;About Attention Studio</source>
        <translation>&amp;Acerca de Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="216"/>
        <source>About Attention Studio</source>
        <translation>Acerca de Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="217"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;A desktop tool for learning, teaching and inspecting the Transformer of &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, SentencePiece and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Una herramienta de escritorio para aprender, enseñar e inspeccionar el Transformer de &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser y Polosukhin, NeurIPS 2017, arXiv:1706.03762), implementado desde cero con LibTorch.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior. Usa Qt, LibTorch, SentencePiece y QCustomPlot (GPL-3.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="238"/>
        <source>Stop the experiment and quit? The current step ends and a checkpoint is saved; the next start offers to resume the experiment.</source>
        <translation>¿Detener el experimento y salir? El paso actual termina y se guarda un checkpoint; el próximo inicio ofrecerá reanudar el experimento.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="241"/>
        <source>Training is running</source>
        <translation>El entrenamiento está en curso</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="240"/>
        <source>Stop training and quit? The current step ends and a checkpoint is saved.</source>
        <translation>¿Detener el entrenamiento y salir? El paso actual termina y se guarda un punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="253"/>
        <source>&amp;Open checkpoint…</source>
        <translation>&amp;Abrir punto de control…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="255"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <source>&amp;Save checkpoint as…</source>
        <translation>&amp;Guardar punto de control como…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="260"/>
        <source>Copies the selected checkpoint, or the run&apos;s newest, to a file of your choice.</source>
        <translation>Copia el punto de control seleccionado, o el más reciente de la ejecución, en un archivo de tu elección.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="278"/>
        <source>Open checkpoint</source>
        <translation>Abrir punto de control</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="279"/>
        <source>Checkpoints (*.ckpt);;PyTorch checkpoints of the tutorial design (*.pt *.pth);;All files (*)</source>
        <translation>Puntos de control (*.ckpt);;Puntos de control de PyTorch del diseño del tutorial (*.pt *.pth);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="299"/>
        <source>Cannot open the checkpoint</source>
        <translation>No se puede abrir el punto de control</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>You stopped the experiment in %1 (%2). Resume it now? Each unfinished run goes on from its last checkpoint.</source>
        <translation>Usted detuvo el experimento en %1 (%2). ¿Reanudarlo ahora? Cada ejecución sin terminar continúa desde su último checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Converted %1 into %2</source>
        <translation>%1 convertido en %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>No recent checkpoints</source>
        <translation>No hay checkpoints recientes</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Not a model folder</source>
        <translation>No es una carpeta de modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>%1 has no config.json: it is not a Hugging Face model folder. Choose the folder of a Marian (OPUS-MT) model, e.g. a clone of Helsinki-NLP/opus-mt-en-de.</source>
        <translation>%1 no tiene config.json: no es una carpeta de modelo de Hugging Face. Elija la carpeta de un modelo Marian (OPUS-MT), p. ej. un clon de Helsinki-NLP/opus-mt-en-de.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Dataset: %1, as last time.</source>
        <translation>Conjunto de datos: %1, como la última vez.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>Reading the dataset of the last session, %1…</source>
        <translation>Leyendo el conjunto de datos de la última sesión, %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The dataset of the last session, %1, could not be read again: the Data page says why.</source>
        <translation>El conjunto de datos de la última sesión, %1, no se pudo volver a leer: la página Datos dice por qué.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The experiment in %1 is running in another Attention Studio.</source>
        <translation>El experimento en %1 se está ejecutando en otro Attention Studio.</translation>
    </message>
</context>
<context>
    <name>studio::app::MaskingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="36"/>
        <source>&lt;h3&gt;Masking (§3.2.3)&lt;/h3&gt;&lt;p&gt;The decoder predicts one token after another, so while training it must not look at the tokens it has to predict. Its self-attention therefore adds a mask to the scores QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt; before the softmax: 0 where query i may look at key j (j ≤ i, on and below the diagonal) and −∞ above it. exp(−∞) = 0, so the future keys get weight exactly 0 and the softmax spreads the whole weight over the keys that remain. Below, the mask for the decoder input of the open model&apos;s translation of the sentence, then one row of one head before and after masking.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Enmascaramiento (§3.2.3)&lt;/h3&gt;&lt;p&gt;El decodificador predice un token tras otro, así que durante el entrenamiento no debe mirar los tokens que tiene que predecir. Por eso su autoatención suma una máscara a las puntuaciones QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt; antes del softmax: 0 donde la consulta i puede mirar la clave j (j ≤ i, en la diagonal y por debajo) y −∞ por encima. exp(−∞) = 0, de modo que las claves futuras reciben un peso exactamente 0 y el softmax reparte todo el peso entre las claves que quedan. Abajo, la máscara para la entrada del decodificador de la traducción de la frase por el modelo abierto y, después, una fila de una cabeza antes y después del enmascaramiento.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="49"/>
        <source>Decoder layer:</source>
        <translation>Capa del decodificador:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="50"/>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="51"/>
        <source>Query token:</source>
        <translation>Token de consulta:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="89"/>
        <source>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n position(s), so the mask has %n row(s) and %n column(s).</source>
        <translation>
            <numerusform>Traducción voraz: «%1». La entrada del decodificador es %2 seguido de los tokens de la traducción salvo el último (teacher forcing): %n posición, así que la máscara tiene %n fila y %n columna.</numerusform>
            <numerusform>Traducción voraz: «%1». La entrada del decodificador es %2 seguido de los tokens de la traducción salvo el último (teacher forcing): %n posiciones, así que la máscara tiene %n filas y %n columnas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="95"/>
        <source>The mask below shows the first %1 of them; the row further down has every key.</source>
        <translation>La máscara de abajo muestra las primeras %1; la fila más abajo tiene todas las claves.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>Key token</source>
        <translation>Token clave</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>softmax before masking</source>
        <translation>Softmax antes del enmascaramiento</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>softmax after masking</source>
        <translation>Softmax después del enmascaramiento</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="139"/>
        <source>Sum</source>
        <translation>Suma</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="153"/>
        <source>Query “%1” may see keys 0 to %2. Without the mask the %n future key(s) would get %3 of the weight; with it they get exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</source>
        <translation>
            <numerusform>La consulta «%1» puede ver las claves 0 a %2. Sin la máscara, la %n clave futura recibiría %3 del peso; con ella recibe exactamente 0, y los pesos restantes se dividen entre %4 para que vuelvan a sumar 1.</numerusform>
            <numerusform>La consulta «%1» puede ver las claves 0 a %2. Sin la máscara, las %n claves futuras recibirían %3 del peso; con ella reciben exactamente 0, y los pesos restantes se dividen entre %4 para que vuelvan a sumar 1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MultiHeadSection</name>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="31"/>
        <source>Encoder layer:</source>
        <translation>Capa del codificador:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="32"/>
        <source>Query token:</source>
        <translation>Token de consulta:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="74"/>
        <source>Shapes for this sentence (S = %1 tokens, h = %2 heads, d_k = %3, d_v = %4, d_model = %5): Q and K split into heads (1, %2, %1, %3), V (1, %2, %1, %4); attention weights (1, %2, %1, %1); each head&apos;s output (1, %1, %4); concatenated (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); the result (1, %1, %5).</source>
        <translation>Formas para esta frase (S = %1 tokens, h = %2 cabezas, d_k = %3, d_v = %4, d_model = %5): Q y K divididas en cabezas (1, %2, %1, %3), V (1, %2, %1, %4); pesos de atención (1, %2, %1, %1); salida de cada cabeza (1, %1, %4); concatenación (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); el resultado (1, %1, %5).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="92"/>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="114"/>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Dimension</source>
        <translation>Dimensión</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Concat(heads)</source>
        <translation>Concat(cabezas)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>The engine&apos;s output</source>
        <translation>La salida del motor</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="140"/>
        <source>Colours: blue below 0, red above 0, each row on its own scale. Computed here from the heads and W&lt;sup&gt;O&lt;/sup&gt;, and by the engine&apos;s forward pass: they differ by at most %1.</source>
        <translation>Colores: azul por debajo de 0, rojo por encima de 0, cada fila con su propia escala. Calculado aquí a partir de las cabezas y W&lt;sup&gt;O&lt;/sup&gt;, y por la pasada hacia delante del motor: difieren como mucho en %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="0"/>
        <source>&lt;h3&gt;Multi-head attention (§3.2.2)&lt;/h3&gt;&lt;p&gt;Instead of one attention over d_model dimensions, the model runs h smaller ones in parallel, each on its own projection of the queries and keys to d_k dimensions and of the values to d_v (the paper takes d_k = d_v = d_model / h; the numbers below say this model&apos;s). Each head can attend to different things. Their outputs are concatenated (h · d_v numbers) and mixed back to d_model by one more matrix, W&lt;sup&gt;O&lt;/sup&gt;: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;. Below, every head of one encoder layer for one query token, numbered from 0 as on every page.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Atención multicabeza (§3.2.2)&lt;/h3&gt;&lt;p&gt;En lugar de una sola atención sobre d_model dimensiones, el modelo ejecuta h atenciones más pequeñas en paralelo, cada una sobre su propia proyección de las consultas y las claves a d_k dimensiones y de los valores a d_v (el artículo toma d_k = d_v = d_model / h; los números de abajo dicen los de este modelo). Cada cabeza puede atender a cosas distintas. Sus salidas se concatenan (h · d_v números) y una matriz más, W&lt;sup&gt;O&lt;/sup&gt;, las mezcla de vuelta a d_model: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;. Abajo, todas las cabezas de una capa del codificador para un token de consulta, numeradas desde 0 como en todas las páginas.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::PairTableModel</name>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="0"/>
        <source>%1
(%2 bytes in all)</source>
        <translation>%1
(%2 bytes en total)</translation>
    </message>
</context>
<context>
    <name>studio::app::PositionalSection</name>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="26"/>
        <source>&lt;h3&gt;Positional encoding (§3.5)&lt;/h3&gt;&lt;p&gt;Attention by itself ignores word order, so the model adds a vector that depends only on the position to every token&apos;s embedding. The paper uses sines and cosines of geometrically increasing wavelengths, from 2π to 10000·2π: each dimension is one wave, and a fixed offset between positions is a linear function of the encodings.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Codificación posicional (§3.5)&lt;/h3&gt;&lt;p&gt;La atención por sí sola ignora el orden de las palabras, así que el modelo suma al embedding de cada token un vector que solo depende de la posición. El artículo usa senos y cosenos de longitudes de onda que crecen geométricamente, de 2π a 10000·2π: cada dimensión es una onda, y un desplazamiento fijo entre posiciones es una función lineal de las codificaciones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="42"/>
        <location filename="../app/gui/learn/learn_positional.cpp" line="61"/>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="43"/>
        <source>dimension</source>
        <translation>dimensión</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="62"/>
        <source>PE(pos, dimension)</source>
        <translation>PE(pos, dimensión)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (sin)</source>
        <translation>dimensión %1 (sin)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (cos)</source>
        <translation>dimensión %1 (cos)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="102"/>
        <source>Embedding scale (§3.4): the token embeddings are multiplied by √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 before the positional encoding is added.</source>
        <translation>Escala del embedding (§3.4): los embeddings de los tokens se multiplican por √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 antes de sumar la codificación posicional.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>dimension %1</source>
        <translation>dimensión %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>Embedding scale: this model adds the positional encoding to its token embeddings as they are, without the paper&apos;s multiplication by √d&lt;sub&gt;model&lt;/sub&gt; (§3.4).</source>
        <translation>Escala de los embeddings: este modelo suma la codificación posicional a los embeddings de los tokens tal como son, sin la multiplicación por √d&lt;sub&gt;model&lt;/sub&gt; del artículo (§3.4).</translation>
    </message>
</context>
<context>
    <name>studio::app::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="26"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="28"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="33"/>
        <source>A new language takes effect when Attention Studio is started again.</source>
        <translation>Un idioma nuevo se aplica cuando Attention Studio se vuelve a iniciar.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="38"/>
        <source>Every training run gets its own folder here, with its checkpoints and its history.</source>
        <translation>Cada ejecución de entrenamiento tiene aquí su propia carpeta, con sus puntos de control y su historial.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="41"/>
        <source>Default</source>
        <translation>Por defecto</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="50"/>
        <source>All cores (%L1)</source>
        <translation>Todos los núcleos (%L1)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="52"/>
        <source>CPU threads for the matrix products of new runs; the Train page starts with this value.</source>
        <translation>Hilos de CPU para los productos de matrices de las nuevas ejecuciones; la página Entrenar empieza con este valor.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="55"/>
        <source>Train the built-in demo in the background when no model is open</source>
        <translation>Entrenar la demo integrada en segundo plano cuando no haya ningún modelo abierto</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="57"/>
        <source>The Learn page then shows an untrained model&apos;s numbers at once and a trained model&apos;s about two minutes later; the trained demo is kept for the next start.</source>
        <translation>La página Aprender muestra entonces al instante los números de un modelo sin entrenar y, unos dos minutos después, los de uno entrenado; la demo entrenada se guarda para el próximo inicio.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="60"/>
        <source>Forget recent datasets and checkpoints</source>
        <translation>Olvidar conjuntos de datos y puntos de control recientes</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="69"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="71"/>
        <source>Runs folder:</source>
        <translation>Carpeta de ejecuciones:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="72"/>
        <source>CPU threads:</source>
        <translation>Hilos de CPU:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="73"/>
        <source>Learn page:</source>
        <translation>Página Aprender:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="74"/>
        <source>Recent lists:</source>
        <translation>Listas recientes:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="89"/>
        <source>Forgotten.</source>
        <translation>Olvidados.</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="96"/>
        <source>Runs folder</source>
        <translation>Carpeta de ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="105"/>
        <source>The runs folder &quot;%1&quot; cannot be created.</source>
        <translation>No se puede crear la carpeta de ejecuciones «%1».</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="110"/>
        <source>The runs folder &quot;%1&quot; is not writable.</source>
        <translation>No se puede escribir en la carpeta de ejecuciones «%1».</translation>
    </message>
</context>
<context>
    <name>studio::app::ProbePanel</name>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="21"/>
        <source>Pin sentences here before or during training: at every validation their attention is recorded. Then move the slider to watch the alignment form.</source>
        <translation>Fija aquí oraciones antes o durante el entrenamiento: en cada validación se registra su atención. Después mueve el deslizador para ver cómo se forma el alineamiento.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="26"/>
        <source>A probe sentence</source>
        <translation>Una oración de sonda</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="27"/>
        <source>Pin</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="28"/>
        <source>Unpin</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="34"/>
        <source>The validations of the current training run, oldest on the left.</source>
        <translation>Las validaciones de la ejecución de entrenamiento actual, la más antigua a la izquierda.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="35"/>
        <source>Nothing recorded yet.</source>
        <translation>Aún no hay nada registrado.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="128"/>
        <source>Nothing recorded yet: pin a sentence and train; each validation adds a step.</source>
        <translation>Aún no hay nada registrado: fija una oración y entrena; cada validación añade un paso.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="135"/>
        <source>Validation %1 of %2, step %L3: %4</source>
        <translation>Validación %1 de %2, paso %L3: %4</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="139"/>
        <source>(not recorded for this sentence)</source>
        <translation>(no registrado para esta oración)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>(older validations thinned out, every other one dropped, to keep these recordings under %L1 MB)</source>
        <translation>(validaciones antiguas aclaradas, se descarta una de cada dos, para mantener estas grabaciones por debajo de %L1 MB)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>Sentence to pin</source>
        <translation>Oración que fijar</translation>
    </message>
</context>
<context>
    <name>studio::app::RunTableModel</name>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="64"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>exp de la NLL por token de desarrollo sin suavizado de etiquetas (la PPL de la tabla 3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="123"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="124"/>
        <source>Preset</source>
        <translation>Preajuste</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="125"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="126"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="127"/>
        <source>Best BLEU</source>
        <translation>Mejor BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="128"/>
        <source>Last BLEU</source>
        <translation>Último BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="129"/>
        <source>Dev loss</source>
        <translation>Pérdida de desarrollo</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="130"/>
        <source>Dev PPL</source>
        <translation>PPL de desarrollo</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="131"/>
        <source>Training time</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="132"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 of %2, failed</source>
        <translation>%1 de %2, falló</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1
%2
Failed: %3</source>
        <translation>%1
%2
Falló: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>The best of this run&apos;s own evaluations; at step 0 the model it was fine-tuned from had %1</source>
        <translation>La mejor de las evaluaciones propias de esta ejecución; en el paso 0 el modelo del que se partió para el ajuste fino tenía %1</translation>
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
        <translation>Entropía cruzada con suavizado de etiquetas por token de destino, tal como la informa el entrenamiento (la PPL de desarrollo y la página Analizar usan la NLL por token sin suavizar).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>exp of the dev set&apos;s token NLL, without label smoothing (the paper&apos;s PPL).</source>
        <translation>exp de la NLL por token del conjunto de desarrollo, sin suavizado de etiquetas (la PPL del artículo).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Wall time of the training steps, evaluations and checkpoint saves, pauses left out, over every resumed part (Tokens/s leaves the evaluations and saves out).</source>
        <translation>Tiempo real de los pasos de entrenamiento, las evaluaciones y los guardados de checkpoints, sin las pausas, sobre cada parte reanudada (Tokens/s deja fuera las evaluaciones y los guardados).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Target tokens per second of the training steps alone, over the logged windows.</source>
        <translation>Tokens de destino por segundo solo de los pasos de entrenamiento, sobre las ventanas registradas.</translation>
    </message>
</context>
<context>
    <name>studio::app::RunsPage</name>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="51"/>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="52"/>
        <source>Lists the runs in another folder too (a run&apos;s folder, or a folder of runs such as a sweep&apos;s).</source>
        <translation>Lista también las ejecuciones de otra carpeta (la carpeta de una ejecución o una carpeta de ejecuciones, como la de un barrido).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="53"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="68"/>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="69"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="70"/>
        <source>Open in Translate</source>
        <translation>Abrir en Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="71"/>
        <source>Export table…</source>
        <translation>Exportar tabla…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Train loss (label-smoothed)</source>
        <translation>Pérdida de entrenamiento (con suavizado de etiquetas)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by step</source>
        <translation>por paso</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by training time</source>
        <translation>por tiempo de entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by target tokens</source>
        <translation>por tokens de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="89"/>
        <source>One colour per run, or one per value of a setting that differs between the runs.</source>
        <translation>Un color por ejecución, o uno por valor de un ajuste que difiere entre las ejecuciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="93"/>
        <source>Exponential moving average, debiased as TensorBoard does (as on the Train page).</source>
        <translation>Media móvil exponencial, corregida como en TensorBoard (como en la página Entrenar).</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="94"/>
        <source>Export curves…</source>
        <translation>Exportar curvas…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="98"/>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="100"/>
        <source>Smoothing:</source>
        <translation>Suavizado:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="116"/>
        <source>Settings that differ (highlighted: not as in the first run)</source>
        <translation>Ajustes que difieren (resaltados: distintos de la primera ejecución)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="131"/>
        <source>Add a folder of runs</source>
        <translation>Añadir una carpeta de ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="182"/>
        <source>Runs in: %1</source>
        <translation>Ejecuciones en: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="204"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n ejecución</numerusform>
            <numerusform>%n ejecuciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="205"/>
        <source>%n run(s); not readable: %1</source>
        <translation>
            <numerusform>%n ejecución; no legibles: %1</numerusform>
            <numerusform>%n ejecuciones; no legibles: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="217"/>
        <source>by run</source>
        <translation>por ejecución</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="218"/>
        <source>by %1</source>
        <translation>por %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>training time (s)</source>
        <translation>tiempo de entrenamiento (s)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>target tokens</source>
        <translation>tokens de destino</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="318"/>
        <source>Delete run</source>
        <translation>Eliminar ejecución</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="319"/>
        <source>Delete the run in %1? Its checkpoints and history are removed; other files in the folder stay.</source>
        <translation>¿Eliminar la ejecución de %1? Se borran sus checkpoints y su historial; los demás archivos de la carpeta se quedan.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="329"/>
        <source>Deleted %1</source>
        <translation>%1 eliminada</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="330"/>
        <source>Deleted the run in %1; kept: %2</source>
        <translation>Ejecución de %1 eliminada; se conservan: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>Rename run</source>
        <translation>Renombrar ejecución</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>New folder name:</source>
        <translation>Nuevo nombre de carpeta:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="375"/>
        <source>Export the runs table</source>
        <translation>Exportar la tabla de ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="376"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="380"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="384"/>
        <source>Export the curves into</source>
        <translation>Exportar las curvas a</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>This run is being trained: stop it on the Train page first.</source>
        <translation>Esta ejecución se está entrenando: deténgala primero en la página Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 is being trained: stop it on the Train page first.</source>
        <translation>%1 se está entrenando: detenga la ejecución primero en la página Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>BLEU de desarrollo (voraz)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev loss (label-smoothed)</source>
        <translation>Pérdida de desarrollo (con suavizado de etiquetas)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Wrote %1.</source>
        <translation>Se escribió %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Remove folder</source>
        <translation>Quitar carpeta</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Stops listing an added folder; its runs stay on disk.</source>
        <translation>Deja de listar una carpeta añadida; sus ejecuciones se quedan en el disco.</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 (not found)</source>
        <translation>%1 (no encontrada)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Horizontal axis</source>
        <translation>Eje horizontal</translation>
    </message>
</context>
<context>
    <name>studio::app::SublayerSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>%1 of the %n hidden unit(s) of d_ff are positive after %2 for this token (this model has %2 where the paper has ReLU).</source>
        <translation>
            <numerusform>%1 de la %n unidad oculta de d_ff es positiva tras %2 para este token (este modelo tiene %2 donde el artículo tiene ReLU).</numerusform>
            <numerusform>%1 de las %n unidades ocultas de d_ff son positivas tras %2 para este token (este modelo tiene %2 donde el artículo tiene ReLU).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Self-attention</source>
        <translation>Autoatención</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Feed-forward</source>
        <translation>Red feed-forward</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="56"/>
        <source>Encoder layer:</source>
        <translation>Capa del codificador:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Sub-layer:</source>
        <translation>Subcapa:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="58"/>
        <source>Token:</source>
        <translation>Token de origen:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="107"/>
        <source>This model normalises before the sub-layer (pre-norm): output = x + %1(LayerNorm(x)).</source>
        <translation>Este modelo normaliza antes de la subcapa (prenormalización): salida = x + %1(LayerNorm(x)).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="109"/>
        <source>As in the paper (post-norm): output = LayerNorm(x + %1(x)).</source>
        <translation>Como en el artículo (posnormalización): salida = LayerNorm(x + %1(x)).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="120"/>
        <source>Colours: blue below 0, red above 0, every row on one scale (±%1).</source>
        <translation>Colores: azul por debajo de 0, rojo por encima de 0, todas las filas en la misma escala (±%1).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="126"/>
        <source>Dimension</source>
        <translation>Dimensión</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="127"/>
        <source>The engine&apos;s output</source>
        <translation>La salida del motor</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>standard deviation</source>
        <translation>desviación típica</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>length ‖·‖</source>
        <translation>longitud ‖·‖</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="158"/>
        <source>Layer norm takes a vector with mean %1 and standard deviation %2 to one with mean %3 and standard deviation %4 (after the learned gain and bias).</source>
        <translation>La normalización de capa lleva un vector con media %1 y desviación típica %2 a uno con media %3 y desviación típica %4 (tras la ganancia y el sesgo aprendidos).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="164"/>
        <source>%1 of the %n hidden ReLU unit(s) of d_ff are active (above 0) for this token.</source>
        <translation>
            <numerusform>Activas (por encima de 0) para este token: %1 de la %n unidad ReLU oculta de d_ff.</numerusform>
            <numerusform>Activas (por encima de 0) para este token: %1 de las %n unidades ReLU ocultas de d_ff.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>&lt;h3&gt;Feed-forward, residual connection and layer norm (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;Each layer has two sub-layers: self-attention, which mixes information between positions, and a feed-forward network, which works on each position alone: in the paper FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (Eq. 2); models such as the Marian ones put SiLU or GELU in place of max(0, ·), and the formula below is the open model&apos;s. Around each one runs a residual connection: the sub-layer&apos;s output is added to its input, so information and gradients can pass through the stack unchanged. Layer normalisation keeps the numbers in range: it shifts and scales each position&apos;s vector to mean 0 and standard deviation 1, then applies a learned gain and bias. Below, one token&apos;s vector on its way through one sub-layer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Feed-forward, conexión residual y normalización de capa (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;Cada capa tiene dos subcapas: la autoatención, que mezcla información entre posiciones, y una red feed-forward, que trabaja sobre cada posición por separado: en el artículo FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (ec. 2); modelos como los de Marian ponen SiLU o GELU en lugar de max(0, ·), y la fórmula de abajo es la del modelo abierto. Alrededor de cada una hay una conexión residual: la salida de la subcapa se suma a su entrada, de modo que la información y los gradientes pueden atravesar la pila sin cambios. La normalización de capa mantiene los números dentro de un rango: desplaza y escala el vector de cada posición a media 0 y desviación típica 1, y después aplica una ganancia y un sesgo aprendidos. Abajo, el vector de un token a su paso por una subcapa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>Its feed-forward network: %1.</source>
        <translation>Su red feed-forward: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This is the encoder&apos;s last sub-layer: the stack&apos;s final LayerNorm follows it, and the decoder reads LayerNorm(output).</source>
        <translation>Esta es la última subcapa del codificador: la sigue la LayerNorm final de la pila, y el decodificador lee LayerNorm(output).</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm is the PyTorch tutorial&apos;s: gain · (x − mean) / (σ + ε) + bias, with σ the standard deviation over D − 1 and ε = %1.</source>
        <translation>La normalización de capa de este modelo es la del tutorial de PyTorch: ganancia · (x − media) / (σ + ε) + sesgo, con σ la desviación típica sobre D − 1 y ε = %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm: gain · (x − mean) / √(σ² + ε) + bias, with σ² the variance over D and ε = %1.</source>
        <translation>La normalización de capa de este modelo: ganancia · (x − media) / √(σ² + ε) + sesgo, con σ² la varianza sobre D y ε = %1.</translation>
    </message>
</context>
<context>
    <name>studio::app::TokenizerPanel</name>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Tokenizer training stopped; nothing was trained.</source>
        <translation>Entrenamiento del tokenizador detenido; no se entrenó nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Stopping the tokenizer training…</source>
        <translation>Deteniendo el entrenamiento del tokenizador…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Ends SentencePiece&apos;s training; nothing is kept.</source>
        <translation>Termina el entrenamiento de SentencePiece; no se conserva nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="35"/>
        <source>Tokenizer</source>
        <translation>Tokenizador</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="44"/>
        <source>&amp;Train tokenizer</source>
        <translation>Entrenar &amp;tokenizador</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="54"/>
        <source>A sentence to split into pieces</source>
        <translation>Una oración que dividir en piezas</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="59"/>
        <source>Each piece with its id below it; ▁ marks the start of a word.</source>
        <translation>Cada pieza con su id debajo; ▁ marca el inicio de una palabra.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="68"/>
        <source>Vocabulary size:</source>
        <translation>Tamaño del vocabulario:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="71"/>
        <source>Sample:</source>
        <translation>Ejemplo:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="72"/>
        <source>Pieces:</source>
        <translation>Piezas:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="77"/>
        <source>Read a dataset to train a tokenizer on it.</source>
        <translation>Lee un conjunto de datos para entrenar un tokenizador con él.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="94"/>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="114"/>
        <source>No tokenizer trained yet: a training run trains one with the Train page&apos;s vocabulary size.</source>
        <translation>Aún no hay tokenizador entrenado: una ejecución de entrenamiento entrena uno con el tamaño de vocabulario de la página Entrenar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="107"/>
        <source>Training a %L1-piece vocabulary on %Ln pairs…</source>
        <translation>
            <numerusform>Entrenando un vocabulario de %L1 piezas con %Ln par…</numerusform>
            <numerusform>Entrenando un vocabulario de %L1 piezas con %Ln pares…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="124"/>
        <source>Trained: %Ln pieces. The Train page uses this tokenizer.</source>
        <translation>
            <numerusform>Entrenado: %Ln pieza. La página Entrenar usa este tokenizador.</numerusform>
            <numerusform>Entrenado: %Ln piezas. La página Entrenar usa este tokenizador.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="119"/>
        <source>The tokenizer could not be trained: %1</source>
        <translation>No se pudo entrenar el tokenizador: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="152"/>
        <source>Train the tokenizer to see how the sample is split.</source>
        <translation>Entrena el tokenizador para ver cómo se divide el ejemplo.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Pieces in the joint SentencePiece vocabulary (a unigram model) of both languages; §5.1 of the paper used byte-pair encoding with a shared vocabulary. Lowered automatically when the data is too small for it.</source>
        <translation>Piezas del vocabulario SentencePiece conjunto (un modelo unigram) de ambos idiomas; §5.1 del artículo usó codificación byte-pair con un vocabulario compartido. Se reduce automáticamente cuando hay demasiados pocos datos.</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Vocabulary size</source>
        <translation>Tamaño del vocabulario</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Model&apos;s translation</source>
        <translation>Traducción del modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="53"/>
        <source>Sample translations</source>
        <translation>Traducciones de ejemplo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="54"/>
        <source>Checkpoints</source>
        <translation>Puntos de control</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="69"/>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="78"/>
        <source>Cannot open the checkpoint</source>
        <translation>No se puede abrir el punto de control</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="82"/>
        <source>Cannot resume</source>
        <translation>No se puede reanudar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="86"/>
        <source>Cannot fine-tune</source>
        <translation>No se puede hacer el ajuste fino</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="92"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="100"/>
        <source>custom</source>
        <translation>personalizado</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="96"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop. custom: the settings below as they are (an opened checkpoint whose model has no preset&apos;s size).</source>
        <translation>Tamaño del modelo. base y big son los dos modelos del artículo (tabla 3); tiny entrena las demos en minutos en un portátil. personalizado: los ajustes de abajo tal como están (un checkpoint abierto cuyo modelo no tiene el tamaño de ningún preset).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="102"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation>Pasos del optimizador. La tasa de aprendizaje se calienta y luego decae con la inversa de la raíz cuadrada del paso (§5.3, ec. 3).</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="108"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation>Cada tantos pasos: pérdida de validación, BLEU de validación y un punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="114"/>
        <source>CPU threads for the matrix products.</source>
        <translation>Hilos de CPU para los productos de matrices.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="118"/>
        <source>Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and one is present.</source>
        <translation>Dónde entrena el modelo: la CPU, o una GPU si esta LibTorch se compiló con CUDA y hay una disponible.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="122"/>
        <source>auto</source>
        <translation>automática</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="123"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="124"/>
        <source>bf16 mixed</source>
        <translation>bf16 mixta</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="125"/>
        <source>fp16 mixed (GPU)</source>
        <translation>fp16 mixta (GPU)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="138"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="185"/>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="140"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="141"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation>Termina el entrenamiento tras el lote actual y guarda un punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="142"/>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="144"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation>Suspende el entrenamiento entre lotes; vuelve a pulsar para continuar con la misma ejecución.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="145"/>
        <source>Export curves…</source>
        <translation>Exportar curvas…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="146"/>
        <source>Saves every curve as CSV, PNG and SVG into a folder.</source>
        <translation>Guarda cada curva como CSV, PNG y SVG en una carpeta.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="148"/>
        <source>Ready: press Train.</source>
        <translation>Listo: pulsa Entrenar.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="151"/>
        <source>Preset:</source>
        <translation>Preajuste:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="152"/>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="154"/>
        <source>Evaluate every:</source>
        <translation>Evaluar cada:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="155"/>
        <source>Threads:</source>
        <translation>Hilos:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="156"/>
        <source>Device:</source>
        <translation>Dispositivo:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="157"/>
        <source>Precision:</source>
        <translation>Precisión:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="171"/>
        <source>Hyper-parameters (set by the preset; hover for the paper&apos;s section)</source>
        <translation>Hiperparámetros (los fija el preajuste; pasa el ratón para ver la sección del artículo)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="198"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation>En pausa. Pulsa Reanudar para continuar con la misma ejecución.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="206"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation>Pérdida (con suavizado de etiquetas, por token)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="207"/>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="210"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="212"/>
        <source>Learning rate (§5.3)</source>
        <translation>Tasa de aprendizaje (§5.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="213"/>
        <source>rate</source>
        <translation>tasa</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="215"/>
        <source>Target tokens per second</source>
        <translation>Tokens de destino por segundo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="216"/>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
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
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="218"/>
        <location filename="../app/gui/train/train_page.cpp" line="219"/>
        <location filename="../app/gui/train/train_page.cpp" line="368"/>
        <location filename="../app/gui/train/train_page.cpp" line="369"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="43"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="44"/>
        <source>dev</source>
        <translation>validación</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="226"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation>Media móvil exponencial, corregida del sesgo como hace TensorBoard; los valores brutos siguen visibles, atenuados.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="228"/>
        <source>Follow the latest step</source>
        <translation>Seguir el último paso</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="231"/>
        <source>Smoothing:</source>
        <translation>Suavizado:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="265"/>
        <source>Export the curves to</source>
        <translation>Exportar las curvas a</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="269"/>
        <source>Curves saved in %1</source>
        <translation>Curvas guardadas en %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="271"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="339"/>
        <source>Training on %1 with the %2 preset; checkpoints in %3</source>
        <translation>Entrenando en %1 con el preajuste %2; puntos de control en %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="342"/>
        <source>Fine-tuning %1 on %2; checkpoints in %3</source>
        <translation>Ajuste fino de %1 con %2; puntos de control en %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="345"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation>Preparando los datos y el tokenizador…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="357"/>
        <source>Step %L1 of %L2, epoch %L3, loss %L4, %L5 tokens/s, about %L6 s left</source>
        <translation>Paso %L1 de %L2, época %L3, pérdida %L4, %L5 tokens/s, quedan unos %L6 s</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="379"/>
        <source>Step %L1: dev loss %L2 (label-smoothed), dev BLEU %L3%4, %L5 % exactly right</source>
        <translation>Paso %L1: pérdida de validación %L2 (con suavizado de etiquetas), BLEU de validación %L3%4, %L5 % exactamente correctas</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="378"/>
        <source> (on characters)</source>
        <translation> (sobre caracteres)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="126"/>
        <source>auto: bf16 mixed where the processor multiplies bfloat16 natively (AMX or AVX-512 BF16, or a GPU), fp32 elsewhere. fp32: everything in 32-bit floats. bf16 mixed: the matrix products in bfloat16 (several times faster on CPUs with AMX or AVX-512 BF16, and on GPUs), the weights, softmax, layer norms and the loss in fp32; where the processor lacks bfloat16 it trains in fp32 and says so. fp16 mixed: the same in float16, on a GPU only.</source>
        <translation>auto: bf16 mixta donde el procesador multiplica bfloat16 de forma nativa (AMX o AVX-512 BF16, o una GPU), fp32 en los demás. fp32: todo en coma flotante de 32 bits. bf16 mixta: los productos de matrices en bfloat16 (varias veces más rápidos en CPU con AMX o AVX-512 BF16 y en GPU); los pesos, softmax, normalizaciones de capa y la pérdida en fp32; si el procesador no tiene bfloat16, entrena en fp32 y lo indica. fp16 mixta: lo mismo en float16, solo en una GPU.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="392"/>
        <source>Training finished.</source>
        <translation>Entrenamiento terminado.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="395"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation>Detenido; se guardó el último punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="396"/>
        <source>Stopped before the first step; nothing was saved.</source>
        <translation>Detenido antes del primer paso; no se guardó nada.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="400"/>
        <source>Training stopped: %1</source>
        <translation>Entrenamiento detenido: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="401"/>
        <source>In Hyper-parameters, try a smaller learning-rate factor, a longer warm-up or gradient clipping, then train again or resume from the last checkpoint.</source>
        <translation>En Hiperparámetros, pruebe un factor de tasa de aprendizaje menor, un calentamiento más largo o recorte de gradiente, y luego entrene de nuevo o reanude desde el último checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="404"/>
        <source>Training could not run: %1</source>
        <translation>No se pudo ejecutar el entrenamiento: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="55"/>
        <source>Training is running: stop it before opening a checkpoint.</source>
        <translation>El entrenamiento está en curso: detenlo antes de abrir un punto de control.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="60"/>
        <source>Cannot open the checkpoint: %1</source>
        <translation>No se puede abrir el punto de control: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="75"/>
        <source>training checkpoint (resumable)</source>
        <translation>punto de control de entrenamiento (reanudable)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="76"/>
        <source>weights only (averaged, exported or imported)</source>
        <translation>solo pesos (promediado, exportado o importado)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>dev BLEU %L1</source>
        <translation>BLEU de validación %L1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="78"/>
        <source>Opened %1: step %L2, %3, %4</source>
        <translation>Se abrió %1: paso %L2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="79"/>
        <source>Opened %1 (%n history entries)</source>
        <translation>
            <numerusform>Se abrió %1 (%n entrada de historial)</numerusform>
            <numerusform>Se abrió %1 (%n entradas de historial)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="90"/>
        <source>Following the run in %1: %n history entries</source>
        <translation>
            <numerusform>Siguiendo la ejecución en %1: %n entrada del historial</numerusform>
            <numerusform>Siguiendo la ejecución en %1: %n entradas del historial</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="109"/>
        <source>The checkpoint is at step %L1: Steps raised from %L2 to %L3.</source>
        <translation>El punto de control está en el paso %L1: Pasos se aumentó de %L2 a %L3.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="135"/>
        <source>Train from scratch instead</source>
        <translation>Entrenar desde cero en su lugar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="155"/>
        <source>Cannot fine-tune: %1</source>
        <translation>No se puede hacer el ajuste fino: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="164"/>
        <source>Fine-tune</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="167"/>
        <source>&lt;b&gt;Fine-tuning %1&lt;/b&gt; (its step %L2): the next run starts from its weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page (which shows how much of it the tokenizer knows). It evaluates at step 0 first. The model&apos;s size is fixed; dropout and the training settings can change.</source>
        <translation>&lt;b&gt;Ajuste fino de %1&lt;/b&gt; (su paso %L2): la próxima ejecución parte de sus pesos, su modelo y su tokenizador, con un optimizador y un programa de tasa de aprendizaje nuevos, sobre los datos elegidos en la página Datos (que muestra cuánto de ellos conoce el tokenizador). Primero evalúa en el paso 0. El tamaño del modelo es fijo; el dropout y los ajustes de entrenamiento pueden cambiar.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="174"/>
        <source>Ready to fine-tune %1: choose the data, then press Fine-tune.</source>
        <translation>Listo para el ajuste fino de %1: elija los datos y pulse Ajustar.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="175"/>
        <source>Fine-tuning prepared from %1 (its step %L2)</source>
        <translation>Ajuste fino preparado a partir de %1 (su paso %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>no evaluation at this step</source>
        <translation>sin evaluación en este paso</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="95"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="150"/>
        <source>Training is running already.</source>
        <translation>El entrenamiento ya está en curso.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="100"/>
        <source>Cannot resume: %1</source>
        <translation>No se puede reanudar: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="103"/>
        <source>%1 holds weights only (an averaged or exported model): it cannot continue training. Resume from one of the run&apos;s training checkpoints.</source>
        <translation>%1 contiene solo pesos (un modelo promediado o exportado): no puede continuar el entrenamiento. Reanuda desde uno de los puntos de control de entrenamiento de la ejecución.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="121"/>
        <source>Loading the checkpoint and its data…</source>
        <translation>Cargando el punto de control y sus datos…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 no se puede usar: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>(BLEU and exact matches on the first %L1 of %L2 dev sentences)</source>
        <translation>(BLEU y coincidencias exactas en las primeras %L1 de %L2 frases de desarrollo)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Step %L1: no dev set, so no dev loss or BLEU; the checkpoint was written.</source>
        <translation>Paso %L1: no hay conjunto de desarrollo, así que no hay pérdida de desarrollo ni BLEU; se escribió el checkpoint.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training %1</source>
        <translation>Entrenando %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>no dev set</source>
        <translation>sin conjunto de desarrollo</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resuming %1 from step %L2 up to step %L3 in %4, evaluating every %L5 steps, precision %6</source>
        <translation>Reanudando %1 desde el paso %L2 hasta el paso %L3 en %4, evaluando cada %L5 pasos, precisión %6</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The form cannot show these settings of %1 as they are and shows the nearest it can (a new run from the form takes those): %2</source>
        <translation>El formulario no puede mostrar estos ajustes de %1 tal cual y muestra los más cercanos posibles (una nueva ejecución desde el formulario usa esos): %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>BLEU de desarrollo (voraz)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The model is multilingual: this target-language token is put first in every training and dev source, and the fine-tuned model translates into it by default</source>
        <translation>El modelo es multilingüe: este token de idioma de destino se pone al principio de cada fuente de entrenamiento y de desarrollo, y el modelo ajustado traduce a ese idioma por defecto</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Target language:</source>
        <translation>&amp;Idioma de destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resume cancelled: the run is unchanged.</source>
        <translation>Reanudación cancelada: la ejecución no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue an earlier checkpoint?</source>
        <translation>¿Continuar un punto de control anterior?</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The run went further than this checkpoint: %1 is at step %L2. Continuing step %L3 in the run&apos;s folder would replace the later checkpoints and cut its curves back to step %L3.</source>
        <translation>La ejecución llegó más allá de este punto de control: %1 está en el paso %L2. Continuar el paso %L3 en la carpeta de la ejecución sustituiría los puntos de control posteriores y recortaría sus curvas hasta el paso %L3.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue in a &amp;new run folder</source>
        <translation>Continuar en una carpeta de ejecución &amp;nueva</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Discard the later steps</source>
        <translation>&amp;Descartar los pasos posteriores</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>An average of checkpoints is being written; resume when it is done.</source>
        <translation>Se está escribiendo un promedio de puntos de control; reanude cuando termine.</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training notes</source>
        <translation>Notas del entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; Train waits for it (or for another dataset chosen there).</source>
        <translation>La página Datos está leyendo el conjunto de datos de la última sesión, %1; Entrenar espera a que termine (o a otro conjunto de datos elegido allí).</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingController</name>
    <message>
        <location filename="../app/bridge/train/training_controller.cpp" line="1"/>
        <source>; the dev loss and BLEU are computed in fp32</source>
        <translation>; la pérdida y el BLEU de desarrollo se calculan en fp32</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="38"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="39"/>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="47"/>
        <source>class (the gold one is %1)</source>
        <translation>clase (la correcta es la %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="48"/>
        <source>target probability</source>
        <translation>probabilidad objetivo</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="86"/>
        <source>&lt;p&gt;Label smoothing (§5.4, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): instead of all probability on the gold token, the target puts 1 − ε&lt;sub&gt;ls&lt;/sub&gt; there and spreads ε&lt;sub&gt;ls&lt;/sub&gt; evenly over all V classes, the gold one included. With V = %2, every class gets ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 and the gold one %4. This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Suavizado de etiquetas (§5.4, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): en lugar de toda la probabilidad en el token correcto, el objetivo pone ahí 1 − ε&lt;sub&gt;ls&lt;/sub&gt; y reparte ε&lt;sub&gt;ls&lt;/sub&gt; por igual entre las V clases, la correcta incluida. Con V = %2, cada clase recibe ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 y la correcta %4. Esto empeora la perplejidad, porque el modelo aprende a estar menos seguro, pero mejora la exactitud y el BLEU.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="100"/>
        <source>Current settings: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, factor = %3. The rate peaks at step %2 with %4.</source>
        <translation>Ajustes actuales: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, factor = %3. La tasa alcanza su máximo en el paso %2 con %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>&lt;h3&gt;Training: learning rate (§5.3) and label smoothing (§5.4)&lt;/h3&gt;&lt;p&gt;The paper trains with Adam and a learning rate that rises linearly for the first warmup_steps and then decays with the inverse square root of the step (Eq. 3):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The paper&apos;s factor is 1; the studio lets you scale the whole curve with it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Entrenamiento: tasa de aprendizaje (§5.3) y suavizado de etiquetas (§5.4)&lt;/h3&gt;&lt;p&gt;El artículo entrena con Adam y una tasa de aprendizaje que sube linealmente durante los primeros warmup_steps y después decae con la raíz cuadrada inversa del paso (ec. 3):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;El factor (factor) del artículo es 1; el estudio le permite escalar toda la curva con él.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>This model was imported: its file does not say how it was trained. The curve shows d&lt;sub&gt;model&lt;/sub&gt; = %1 with the default warmup_steps = %2 and factor = %3; the rate peaks at step %2 with %4.</source>
        <translation>Este modelo se importó: su archivo no dice cómo se entrenó. La curva muestra d&lt;sub&gt;model&lt;/sub&gt; = %1 con los valores predeterminados warmup_steps = %2 y factor = %3; la tasa alcanza su máximo en el paso %2 con %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported: its file does not say how it was trained, so ε&lt;sub&gt;ls&lt;/sub&gt; = %1 is the default of a new run, not necessarily its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este modelo se importó: su archivo no dice cómo se entrenó, así que ε&lt;sub&gt;ls&lt;/sub&gt; = %1 es el valor predeterminado de un entrenamiento nuevo, no necesariamente el suyo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported from the PyTorch tutorial&apos;s design, which trains with ε&lt;sub&gt;ls&lt;/sub&gt; = %1 (its loss&apos;s label_smoothing): the value above is its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este modelo se importó del diseño del tutorial de PyTorch, que entrena con ε&lt;sub&gt;ls&lt;/sub&gt; = %1 (el label_smoothing de su pérdida): el valor de arriba es el suyo.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingWorker</name>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="126"/>
        <source>Longest pair lowered to %1 tokens to fit the model&apos;s %2 positions</source>
        <translation>Par más largo reducido a %1 tokens para caber en las %2 posiciones del modelo</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="130"/>
        <source>Fine-tuning %1 (its step %2): its model and tokenizer are kept; a new optimiser and schedule start</source>
        <translation>Ajuste fino de %1 (su paso %2): se conservan su modelo y su tokenizador; empiezan un optimizador y un calendario nuevos</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="155"/>
        <location filename="../app/bridge/train/training_worker.cpp" line="262"/>
        <source>stopped before the first step; nothing was saved</source>
        <translation>detenido antes del primer paso; no se guardó nada</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="158"/>
        <source>Reading %1</source>
        <translation>Leyendo %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="162"/>
        <source>Training the tokenizer on %1 pairs</source>
        <translation>Entrenando el tokenizador con %1 pares</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="174"/>
        <source>%1 parameters, vocabulary %2, %3 steps planned</source>
        <translation>%1 parámetros, vocabulario %2, %3 pasos previstos</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="201"/>
        <source>training snapshot of %1 at step %2</source>
        <translation>instantánea del entrenamiento de %1 en el paso %2</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>the run is already at step %1; set Steps above that to continue it</source>
        <translation>la ejecución ya está en el paso %1; ponga Pasos por encima para continuarla</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Continuing %1 from step %2 with its own settings; the page&apos;s steps, evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>Continuando %1 desde el paso %2 con su propia configuración; se aplican los pasos, el intervalo de evaluación, los checkpoints conservados, la precisión, los hilos y el dispositivo de la página</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Every training and dev source starts with %1, the target-language token</source>
        <translation>Cada fuente de entrenamiento y de desarrollo empieza por %1, el token de idioma de destino</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>The run&apos;s checkpoints after step %L1 were removed, as chosen</source>
        <translation>Los puntos de control de la ejecución posteriores al paso %L1 se han eliminado, como se eligió</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run trained on %1 processes: a step now takes %2 batch(es) where it took %3, so its losses from here are not those the run would have had</source>
        <translation>La ejecución entrenó en %1 procesos: un paso toma ahora %2 lote(s) donde tomaba %3, así que sus pérdidas desde aquí no son las que la ejecución habría tenido</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>Continuing %1 from step %2 with its own settings, to the end of its %n epoch(s); the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>
            <numerusform>Continuando %1 desde el paso %2 con sus propios ajustes, hasta el final de su %n época; se aplican el intervalo de evaluación, los checkpoints guardados, la precisión, los hilos y el dispositivo de la página</numerusform>
            <numerusform>Continuando %1 desde el paso %2 con sus propios ajustes, hasta el final de sus %n épocas; se aplican el intervalo de evaluación, los checkpoints guardados, la precisión, los hilos y el dispositivo de la página</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>training snapshot at step %1</source>
        <translation>instantánea del entrenamiento en el paso %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run keeps its newest %1 checkpoints: the page&apos;s %2 would delete some it kept, so %1 are kept.</source>
        <translation>La ejecución conserva sus %1 puntos de control más recientes: los %2 de la página borrarían algunos que conservaba, así que se conservan %1.</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslatePage</name>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Target language:</source>
        <translation>Idioma de destino:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>This model translates into several languages: the token put at the start of every source sentence chooses the output language (a sentence that starts with its own &gt;&gt;xx&lt;&lt; keeps it).</source>
        <translation>Este modelo traduce a varios idiomas: el token que se pone al principio de cada frase de origen elige el idioma de salida (una frase que empieza con su propio &gt;&gt;xx&lt;&lt; lo conserva).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="39"/>
        <source>Open a checkpoint, or take the model being trained.</source>
        <translation>Abre un punto de control o toma el modelo que se está entrenando.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="61"/>
        <location filename="../app/gui/translate/translate_page.cpp" line="95"/>
        <source>Translate</source>
        <translation>Traducir</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="62"/>
        <source>No model open.</source>
        <translation>No hay ningún modelo abierto.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="66"/>
        <source>Open checkpoint…</source>
        <translation>Abrir punto de control…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="67"/>
        <source>Use the model being trained</source>
        <translation>Usar el modelo en entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="68"/>
        <source>Copies the weights between two training steps; training goes on.</source>
        <translation>Copia los pesos entre dos pasos de entrenamiento; el entrenamiento continúa.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="75"/>
        <source>Beam size; 1 is greedy decoding. The paper used 4 (§6.1).</source>
        <translation>Tamaño del haz; 1 es decodificación voraz. El artículo usó 4 (§6.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="80"/>
        <source>Length penalty alpha (§6.1: 0.6): scores are log p / ((5 + |Y|) / 6)^alpha.</source>
        <translation>Penalización por longitud alfa (§6.1: 0.6): las puntuaciones son log p / ((5 + |Y|) / 6)^alpha.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="85"/>
        <source>A translation ends at the source&apos;s length plus this many tokens when the model has not ended it (EOS) before: an untrained model never does.</source>
        <translation>Una traducción termina en la longitud de la fuente más este número de tokens si el modelo no la ha terminado antes (EOS): un modelo sin entrenar nunca lo hace.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="90"/>
        <source>Hypotheses listed (at most the beam size).</source>
        <translation>Hipótesis mostradas (como máximo el tamaño del haz).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="94"/>
        <source>Next-token candidates shown at each step.</source>
        <translation>Candidatos al siguiente token mostrados en cada paso.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="97"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="98"/>
        <source>Ends the translation in progress at its next decoding step.</source>
        <translation>Termina la traducción en curso en su siguiente paso de decodificación.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="99"/>
        <source>Step through</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="101"/>
        <source>Next token</source>
        <translation>Siguiente token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="103"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="111"/>
        <source>Beam:</source>
        <translation>Haz:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="112"/>
        <source>Length penalty:</source>
        <translation>Penalización por longitud:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="113"/>
        <source>N-best:</source>
        <translation>N mejores:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="114"/>
        <source>Max. extra tokens:</source>
        <translation>Máx. tokens adicionales:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="126"/>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="137"/>
        <source>Open a checkpoint</source>
        <translation>Abrir un punto de control</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="138"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>Puntos de control (*.ckpt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="145"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Translation</source>
        <translation>Traducción</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>log p</source>
        <translation>log p</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="171"/>
        <source>N-best</source>
        <translation>N mejores</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="174"/>
        <source>Press Step through to decode one token at a time.</source>
        <translation>Pulsa Paso a paso para decodificar token a token.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="178"/>
        <source>Click a token to take it instead of the model&apos;s choice (forced decoding).</source>
        <translation>Haz clic en un token para tomarlo en lugar de la elección del modelo (decodificación forzada).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="182"/>
        <source>Step-through</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="185"/>
        <source>Beam</source>
        <translation>Haz</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="187"/>
        <source>Probes</source>
        <translation>Sondas</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="197"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="202"/>
        <source>Taking a snapshot of the model being trained…</source>
        <translation>Tomando una instantánea del modelo en entrenamiento…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="225"/>
        <source>Translating…</source>
        <translation>Traduciendo…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="266"/>
        <source>Take “%1”</source>
        <translation>Tomar «%1»</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="267"/>
        <source>Why “%1” rather than “%2”?</source>
        <translation>¿Por qué «%1» y no «%2»?</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="274"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %L2, %L3 parameters, d_model %4, %5 heads, %6+%7 layers, vocabulary %L8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — paso %L2, %L3 parámetros, d_model %4, %5 cabezas, %6+%7 capas, vocabulario %L8</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="312"/>
        <source>Translated in %L1 s.</source>
        <translation>Traducido en %L1 s.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="351"/>
        <source>Heads were switched on or off on the Analyze page, which ended the step-through: press Step through to start again with them.</source>
        <translation>Se encendieron o apagaron cabezas en la página Analizar, lo que terminó el paso a paso: pulse «Paso a paso» para empezar de nuevo con ellas.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="283"/>
        <source>Model ready. Type a sentence and press Translate or Step through.</source>
        <translation>Modelo listo. Escribe una oración y pulsa Traducir o Paso a paso.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="301"/>
        <source>%1. %2 → %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="313"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>Una oración era más larga que las posiciones del modelo y se ha recortado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/translate_page.cpp" line="315"/>
        <source>%n head(s) switched off on the Analyze page: this is not the whole model.</source>
        <translation>
            <numerusform>%n cabeza apagada en la página Analizar: este no es el modelo completo.</numerusform>
            <numerusform>%n cabezas apagadas en la página Analizar: este no es el modelo completo.</numerusform>
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
        <translation>(nada todavía)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="332"/>
        <source> &lt;i&gt;(finished)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(terminada)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="345"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1” forced as the translation (not searched). Press Translate for the model&apos;s own translation.</source>
        <translation>La atención del par explicado en la página Analizar: «%1» forzada como traducción (no buscada). Pulse Traducir para ver la traducción propia del modelo.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1”, the model&apos;s own translation searched with this page&apos;s settings, read in one pass.</source>
        <translation>La atención del par explicado en la página Analizar: «%1», la traducción propia del modelo, buscada con los ajustes de esta página y leída en una pasada.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Cut off by the length limit: the model had not ended it.</source>
        <translation>Cortada por el límite de longitud: el modelo no la había terminado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the probe “%1” at step %L2, of the model in training (not the open model).</source>
        <translation>La atención de la sonda «%1» en el paso %L2, del modelo en entrenamiento (no del modelo abierto).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Decodes the first sentence one token at a time, greedily (the most likely token at each step, unless you click another): with a beam above 1 the n-best list can end elsewhere.</source>
        <translation>Decodifica la primera oración token a token, de forma voraz (el token más probable en cada paso, salvo que haga clic en otro): con un haz mayor que 1 la lista n-best puede acabar en otra parte.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The greedy translation has ended: %1</source>
        <translation>La traducción voraz ha terminado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Step %1. Next token: the most likely (greedy decoding), or click another bar to force it.</source>
        <translation>Paso %1. Siguiente token: el más probable (decodificación voraz), o haga clic en otra barra para forzarlo.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The n-best list comes from a beam of %1 and can differ.</source>
        <translation>La lista n-best procede de un haz de %1 y puede diferir.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The run ended before a snapshot was taken; the model shown is unchanged.</source>
        <translation>La ejecución terminó antes de tomar una instantánea; el modelo mostrado no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The snapshot of the model being trained came after another model was opened; it was not used.</source>
        <translation>La instantánea del modelo en entrenamiento llegó después de abrir otro modelo; no se ha usado.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>A sentence to translate; further lines are translated too (greedily, in padded batches).</source>
        <translation>Una oración para traducir; las líneas siguientes también se traducen (de forma voraz, en lotes con relleno).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>Source sentences</source>
        <translation>Oraciones de origen</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Further lines, greedy (decoded together in padded batches):</source>
        <translation>Líneas siguientes, voraz (decodificadas juntas en lotes con relleno):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Translates every line of the source (Ctrl+Return).</source>
        <translation>Traduce cada línea del texto de origen (Ctrl+Intro).</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Export image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>The step-through&apos;s next-token probabilities (PNG, SVG, PDF) or the whole beam tree (PNG, SVG) as an image.</source>
        <translation>Las probabilidades del siguiente token del paso a paso (PNG, SVG, PDF) o el árbol del haz completo (PNG, SVG) como imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Only the Step-through and Beam tabs are exported as images.</source>
        <translation>Solo las pestañas Paso a paso y Haz se exportan como imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the beam tree</source>
        <translation>Exportar el árbol del haz</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the next-token probabilities</source>
        <translation>Exportar las probabilidades del siguiente token</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg)</source>
        <translation>Imágenes (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Imágenes (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AlignmentView</name>
    <message>
        <location filename="../widgets/alignment_view.cpp" line="115"/>
        <source>Word alignment</source>
        <translation>Alineamiento de palabras</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionGrid</name>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="133"/>
        <source>Layer %1, mean over its %n heads</source>
        <translation>
            <numerusform>Capa %1, media de su %n cabeza</numerusform>
            <numerusform>Capa %1, media de sus %n cabezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, mean over its %n heads switched on</source>
        <translation>
            <numerusform>Capa %1, su única cabeza activada</numerusform>
            <numerusform>Capa %1, media de sus %n cabezas activadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, head %2: switched off (its output is not used)</source>
        <translation>Capa %1, cabeza %2: desactivada (su salida no se usa)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="134"/>
        <source>Layer %1, head %2</source>
        <translation>Capa %1, cabeza %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="40"/>
        <location filename="../widgets/attention_grid_paint.cpp" line="116"/>
        <source>Layer %1</source>
        <translation>Capa %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="84"/>
        <source>No attention to show</source>
        <translation>No hay atención que mostrar</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="102"/>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="107"/>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="153"/>
        <source>attention weight · rows: queries, columns: keys</source>
        <extracomment>legend under the layers x heads grid</extracomment>
        <translation>peso de atención · filas: consultas, columnas: claves</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Attention of every layer and head</source>
        <translation>Atención de cada capa y cabeza</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionHeatmap</name>
    <message>
        <location filename="../widgets/attention_heatmap.cpp" line="96"/>
        <location filename="../widgets/attention_heatmap.cpp" line="137"/>
        <source>attention weight</source>
        <translation>peso de atención</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_export.cpp" line="42"/>
        <location filename="../widgets/attention_heatmap_export.cpp" line="58"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="49"/>
        <source>−∞ (masked)</source>
        <translation>−∞ (enmascarado)</translation>
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
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>%1 (masked: −∞ before the softmax)</source>
        <translation>%1 (enmascarado: −∞ antes del softmax)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>not an input</source>
        <translation>no es una entrada</translation>
    </message>
</context>
<context>
    <name>studio::widgets::BeamTreeView</name>
    <message>
        <location filename="../widgets/beam_tree_export.cpp" line="19"/>
        <source>Beam search tree</source>
        <translation>Árbol de búsqueda en haz</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>log p %1</source>
        <translation>log p %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="124"/>
        <source>%1: the start of every hypothesis</source>
        <translation>%1: el inicio de toda hipótesis</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="157"/>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>finished: left the beam here</source>
        <translation>terminada: salió del haz aquí</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>pruned: no descendant lasts</source>
        <translation>podada: ningún descendiente sobrevive</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="198"/>
        <source>alive</source>
        <translation>activa</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="199"/>
        <source> · on the best path</source>
        <translation> · en el mejor camino</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="202"/>
        <source>step %1, candidate %2</source>
        <translation>paso %1, candidato %2</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="203"/>
        <source>log p = %1</source>
        <translation>log p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="204"/>
        <source>score = %1</source>
        <translation>puntuación = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>Orange: the best translation. Double border: finished (took &lt;/s&gt;); dotted inside: cut off by the length limit. Faded: pruned (no descendant lasts). Each box: piece, cumulative log p, score (log p / length penalty). Ctrl+wheel zooms, drag pans.</source>
        <translation>Naranja: la mejor traducción. Borde doble: terminada (tomó &lt;/s&gt;); punteado por dentro: cortada por el límite de longitud. Atenuado: podada (ningún descendiente perdura). Cada caja: pieza, log p acumulado, puntuación (log p / penalización de longitud). Ctrl+rueda amplía, arrastrar desplaza.</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>cut off: the length limit ended it without &lt;/s&gt;</source>
        <translation>cortada: el límite de longitud la terminó sin &lt;/s&gt;</translation>
    </message>
</context>
<context>
    <name>studio::widgets::HeadGrid</name>
    <message>
        <location filename="../widgets/head_grid.cpp" line="138"/>
        <source>off</source>
        <translation>apagada</translation>
    </message>
    <message>
        <location filename="../widgets/head_grid.cpp" line="0"/>
        <source>Grid of attention heads</source>
        <translation>Cuadrícula de cabezas de atención</translation>
    </message>
</context>
<context>
    <name>studio::widgets::MetricPlot</name>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="62"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="310"/>
        <location filename="../widgets/metric_plot.cpp" line="324"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="0"/>
        <source>Plot</source>
        <translation>Gráfica</translation>
    </message>
</context>
<context>
    <name>studio::widgets::ProbabilityBars</name>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="65"/>
        <source>Click a token, or move with Up/Down and press Enter, to choose it.</source>
        <translation>Haz clic en un token, o muévete con Arriba/Abajo y pulsa Intro, para elegirlo.</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="76"/>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="126"/>
        <source>No decoding step yet</source>
        <translation>Aún no hay ningún paso de decodificación</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="212"/>
        <source>id %1</source>
        <translation>id %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="213"/>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="0"/>
        <source>Next-token probabilities</source>
        <translation>Probabilidades del siguiente token</translation>
    </message>
</context>
<context>
    <name>studio::app::ModelFolderDialog</name>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Converting: reading the weights and checking them against config.json…</source>
        <translation>Convirtiendo: se leen los pesos y se comprueban con config.json…</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Choose where to save the converted model.</source>
        <translation>Elija dónde guardar el modelo convertido.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Weights: %1</source>
        <translation>Pesos: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Multilingual: start a source with one of its %n target-language token(s), e.g. %1.</source>
        <translation>
            <numerusform>Multilingüe: empiece la frase de origen con su %n token de idioma de destino, p. ej. %1.</numerusform>
            <numerusform>Multilingüe: empiece la frase de origen con uno de sus %n tokens de idioma de destino, p. ej. %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Vocabulary: %1 source and %2 target pieces. Decoding: beam %3; a translation ends at the source length + the Translate page&apos;s max. extra tokens (the folder&apos;s max_length is %4).</source>
        <translation>Vocabulario: %1 piezas de origen y %2 de destino. Decodificación: haz %3; una traducción termina en la longitud del origen + los máx. tokens adicionales de la página Traducir (max_length de la carpeta: %4).</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Marian model: %1 encoder and %2 decoder layers, %3 heads, d_model %4, d_ff %5, %6; %7 parameters.</source>
        <translation>Modelo Marian: %1 capas de codificador y %2 de decodificador, %3 cabezas, d_model %4, d_ff %5, %6; %7 parámetros.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>After the conversion, prepares a new training run that starts from this model (Train page), on the data chosen on the Data page, keeping its tokenizer.</source>
        <translation>Tras la conversión, prepara una nueva ejecución de entrenamiento que parte de este modelo (página Entrenar), con los datos elegidos en la página Datos y conservando su tokenizador.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and fine-tune</source>
        <translation>Convertir y ajustar (fine-tune)</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and open</source>
        <translation>Convertir y abrir</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save as:</source>
        <translation>Guardar como:</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>Puntos de control (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save the converted model as</source>
        <translation>Guardar el modelo convertido como</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a Hugging Face model folder. Attention Studio converts a Marian model (the OPUS-MT translation models) once into its own checkpoint, which then opens on every page.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; es una carpeta de modelo de Hugging Face. Attention Studio convierte una vez un modelo Marian (los modelos de traducción de OPUS-MT) en un checkpoint propio, que luego se abre en todas las páginas.</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Open a Hugging Face model</source>
        <translation>Abrir un modelo de Hugging Face</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>Aún se está convirtiendo: el diálogo se cierra cuando se haya escrito el checkpoint.</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslationWorker</name>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>the translation has ended (EOS or length limit)</source>
        <translation>la traducción ha terminado (EOS o límite de longitud)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>start a step-through first</source>
        <translation>inicie primero un recorrido paso a paso</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>nothing to translate: type a sentence</source>
        <translation>nada que traducir: escriba una oración</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>no model is open: open a checkpoint or take one from training</source>
        <translation>no hay ningún modelo abierto: abra un checkpoint o tome uno del entrenamiento</translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionJob</name>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>unknown attribution method</source>
        <translation>método de atribución desconocido</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>type a source sentence to explain</source>
        <translation>escriba una oración de origen para explicar</translation>
    </message>
</context>
</TS>
