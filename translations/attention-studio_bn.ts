<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>AttentionData</name>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="55"/>
        <source>Encoder self-attention</source>
        <translation>এনকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="56"/>
        <source>Decoder masked self-attention</source>
        <translation>ডিকোডার মাস্কড সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="57"/>
        <source>Cross-attention (encoder–decoder)</source>
        <translation>ক্রস-অ্যাটেনশন (এনকোডার–ডিকোডার)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="109"/>
        <source>query: source token</source>
        <translation>কোয়েরি: উৎস টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="110"/>
        <location filename="../app/gui/translate/attention_data.cpp" line="125"/>
        <source>key: source token</source>
        <translation>কী: উৎস টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="114"/>
        <source>query: decoder input</source>
        <translation>কোয়েরি: ডিকোডার ইনপুট</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="115"/>
        <source>key: decoder input (earlier positions only)</source>
        <translation>কী: ডিকোডার ইনপুট (শুধু আগের অবস্থানগুলো)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="124"/>
        <source>query: target token produced</source>
        <translation>কোয়েরি: উৎপন্ন লক্ষ্য টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="128"/>
        <source>encoder self</source>
        <translation>এনকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="129"/>
        <source>decoder self</source>
        <translation>ডিকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="130"/>
        <source>cross</source>
        <translation>ক্রস-অ্যাটেনশন</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="131"/>
        <source>%1 · layer %2 · mean of %n heads</source>
        <translation>
            <numerusform>%1 · লেয়ার %2 · %nটি হেডের গড়</numerusform>
            <numerusform>%1 · লেয়ার %2 · %nটি হেডের গড়</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="132"/>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · লেয়ার %2 · হেড %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · head %3 · switched off: its output is not used</source>
        <translation>%1 · লেয়ার %2 · হেড %3 · বন্ধ: এর আউটপুট ব্যবহৃত হয় না</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>%1 · layer %2 · mean of the heads switched on (%3 of %4)</source>
        <translation>%1 · লেয়ার %2 · চালু হেডগুলোর গড় (%4-এর মধ্যে %3)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_data.cpp" line="0"/>
        <source>(next)</source>
        <translation>(পরবর্তী)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attention_data.cpp" line="1"/>
        <source>%1 · layer %2 · mean of all %n heads, every one switched off: their outputs are not used</source>
        <translation>
            <numerusform>%1 · স্তর %2 · সব %nটি হেডের গড়, প্রতিটি বন্ধ: এদের আউটপুট ব্যবহার হয় না</numerusform>
            <numerusform>%1 · স্তর %2 · সব %nটি হেডের গড়, প্রতিটি বন্ধ: এদের আউটপুট ব্যবহার হয় না</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPreviewJobs</name>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="68"/>
        <source>%1: no sentence pair was found (every line is empty or blank)</source>
        <translation>%1: কোনো বাক্য-জোড়া পাওয়া যায়নি (প্রতিটি লাইন খালি বা ফাঁকা)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_preview_jobs.cpp" line="83"/>
        <source>There are no training pairs to train a tokenizer on.</source>
        <translation>টোকেনাইজার প্রশিক্ষণের জন্য কোনো প্রশিক্ষণ-জোড়া নেই।</translation>
    </message>
</context>
<context>
    <name>JobNames</name>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Open a model</source>
        <translation>একটি মডেল খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Use the model</source>
        <translation>মডেলটি ব্যবহার করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Translate</source>
        <translation>অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Step through</source>
        <translation>ধাপে ধাপে</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Switch heads</source>
        <translation>হেড চালু/বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Measure heads</source>
        <translation>হেড মাপুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Pruning curve</source>
        <translation>ছাঁটাই বক্ররেখা</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Align</source>
        <translation>অ্যালাইন করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Explain</source>
        <translation>ব্যাখ্যা করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>“%1” is running: one long job at a time. Wait for it to end, or cancel it where it was started.</source>
        <translation>“%1” চলছে: একবারে একটিই দীর্ঘ কাজ। এটি শেষ হওয়া পর্যন্ত অপেক্ষা করুন, অথবা যেখানে শুরু হয়েছিল সেখানে বাতিল করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>Another model was opened meanwhile: this result, computed with the previous one, was dropped.</source>
        <translation>এর মধ্যে অন্য একটি মডেল খোলা হয়েছে: আগের মডেল দিয়ে গণনা করা এই ফলাফলটি বাদ দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of demo %1</source>
        <translation>ডেমো %1-এর ডেভ সেট</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>dev set of %1</source>
        <translation>%1-এর ডেভ সেট</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, with %2 put first in every source</source>
        <translation>%1, প্রতিটি উৎস বাক্যের শুরুতে %2 সহ</translation>
    </message>
    <message>
        <location filename="../app/gui/job_names.cpp" line="0"/>
        <source>%1, the first %2 of its %3 pairs</source>
        <translation>%1, এর %3টি জোড়ার প্রথম %2টি</translation>
    </message>
</context>
<context>
    <name>MaskData</name>
    <message>
        <location filename="../widgets/mask_data.cpp" line="30"/>
        <source>Causal mask (decoder self-attention)</source>
        <translation>কজাল মাস্ক (ডিকোডার সেলফ-অ্যাটেনশন)</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="31"/>
        <source>query position</source>
        <translation>কোয়েরির অবস্থান</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="32"/>
        <location filename="../widgets/mask_data.cpp" line="53"/>
        <source>key position</source>
        <translation>কী-এর অবস্থান</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="48"/>
        <source>Line %1</source>
        <translation>লাইন %1</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="51"/>
        <source>Padding mask</source>
        <translation>প্যাডিং মাস্ক</translation>
    </message>
    <message>
        <location filename="../widgets/mask_data.cpp" line="52"/>
        <source>sentence in the batch</source>
        <translation>ব্যাচের বাক্য</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../widgets/plot_export.cpp" line="27"/>
        <source>Unsupported image format &quot;%1&quot;: use %2</source>
        <translation>অসমর্থিত ছবির ফরম্যাট &quot;%1&quot;: %2 ব্যবহার করুন</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="67"/>
        <source>Exported by Attention Studio</source>
        <translation>Attention Studio দিয়ে এক্সপোর্ট করা</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="78"/>
        <location filename="../widgets/plot_export.cpp" line="102"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 লেখা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../widgets/plot_export.cpp" line="1"/>
        <source>the drawing failed</source>
        <translation>আঁকা ব্যর্থ হয়েছে</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="98"/>
        <source>%1 holds no training run (no last.ckpt or checkpoint-STEP.ckpt)</source>
        <translation>%1-এ কোনো প্রশিক্ষণ রান নেই (last.ckpt বা checkpoint-STEP.ckpt নেই)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="108"/>
        <source>could not remove %1</source>
        <translation>%1 সরানো যায়নি</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="126"/>
        <source>“%1” is not a folder name (no slashes, not empty)</source>
        <translation>“%1” ফোল্ডারের নাম নয় (স্ল্যাশ ছাড়া, খালি নয়)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="132"/>
        <source>%1 already exists</source>
        <translation>%1 আগে থেকেই আছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="136"/>
        <source>could not rename %1 to %2</source>
        <translation>%1-এর নাম বদলে %2 করা যায়নি</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: ফোল্ডার তৈরি করা যায় না</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/run_records.cpp" line="0"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: লেখা যায় না (%2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="56"/>
        <source>Learn, teach and inspect the Transformer.</source>
        <translation>ট্রান্সফরমার শিখুন, শেখান এবং খুঁটিয়ে দেখুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="59"/>
        <source>Open this page: %1.</source>
        <translation>এই পাতাটি খুলুন: %1।</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="63"/>
        <source>Render the window to a PNG file and quit.</source>
        <translation>উইন্ডোটিকে একটি PNG ফাইলে রেন্ডার করে প্রস্থান করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="66"/>
        <source>Translate this sentence with the opened checkpoint (Translate page).</source>
        <translation>খোলা চেকপয়েন্ট দিয়ে এই বাক্যটি অনুবাদ করুন (অনুবাদ পাতা)।</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <source>A checkpoint to open: its curves and settings.</source>
        <translation>খোলার জন্য একটি চেকপয়েন্ট: এর কার্ভ ও সেটিংস।</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="95"/>
        <source>Cannot open the checkpoint</source>
        <translation>চেকপয়েন্টটি খোলা যাচ্ছে না</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalysisJobs</name>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>this model does not record its dataset: choose a source and a reference file</source>
        <translation>এই মডেল তার ডেটাসেট সংরক্ষণ করে না: একটি উৎস ও একটি রেফারেন্স ফাইল বেছে নিন</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the run had no dev set (%1 holds too few pairs to hold any out): choose a source and a reference file</source>
        <translation>রানটির কোনো ডেভ সেট ছিল না (%1-এ আলাদা করার মতো যথেষ্ট জোড়া নেই): একটি উৎস ও একটি রেফারেন্স ফাইল বেছে নিন</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>choose both a source and a reference file (or neither, for the run&apos;s dev set)</source>
        <translation>একটি উৎস ও একটি রেফারেন্স ফাইল দুটোই বেছে নিন (অথবা কোনোটিই নয়, রানের ডেভ সেটের জন্য)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1-এ %2টি লাইন কিন্তু %3-এ %4টি</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>%1 has %2 lines but there are %3 sentence pairs</source>
        <translation>%1-এ %2টি লাইন কিন্তু বাক্য-জোড়া %3টি</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the analysis set has no sentence pairs</source>
        <translation>বিশ্লেষণের সেটে কোনো বাক্য-জোড়া নেই</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>has %1 lines but the pairs aligned are %2: one line of links per pair, in order</source>
        <translation>%1টি লাইন আছে কিন্তু অ্যালাইন করা জোড়া %2টি: প্রতি জোড়ায় এক লাইন লিংক, ক্রম অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>the best head is chosen on half the gold pairs and scored on the other half, each at least 5 pairs: this set has %1</source>
        <translation>সেরা হেড গোল্ড জোড়ার অর্ধেকে বেছে নেওয়া ও বাকি অর্ধেকে মূল্যায়ন করা হয়, প্রতিটিতে অন্তত ৫টি জোড়া: এই সেটে আছে %1টি</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>scoring another aligner&apos;s links needs the gold links: choose a gold file</source>
        <translation>অন্য অ্যালাইনারের লিংক মূল্যায়নে গোল্ড লিংক লাগে: একটি গোল্ড ফাইল বেছে নিন</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="0"/>
        <source>layer %1 head %2 is not in the model: decoder layers 0..%3, heads 0..%4</source>
        <translation>লেয়ার %1 হেড %2 মডেলে নেই: ডিকোডার লেয়ার 0..%3, হেড 0..%4</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/analysis_jobs.cpp" line="1"/>
        <source>%1 (after “target first” swapped its sides)</source>
        <translation>%1 (“লক্ষ্য আগে” এর দুই দিক অদলবদল করার পরে)</translation>
    </message>
</context>
<context>
    <name>studio::app::AnalyzePage</name>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="0"/>
        <source>%1 failed: %2</source>
        <translation>%1 ব্যর্থ হয়েছে: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>Layer mean</source>
        <translation>লেয়ারের গড়</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="24"/>
        <source>One head</source>
        <translation>একটি হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>shift-att: the step whose input is the word</source>
        <translation>shift-att: যে ধাপের ইনপুট শব্দটি</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="34"/>
        <source>the step that predicts the word</source>
        <translation>যে ধাপ শব্দটি অনুমান করে</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="37"/>
        <source>Align</source>
        <translation>অ্যালাইন করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="38"/>
        <source>Links from:</source>
        <translation>লিংকের উৎস:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="40"/>
        <source>layer</source>
        <translation>লেয়ার</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="42"/>
        <source>head</source>
        <translation>হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="45"/>
        <source>pair</source>
        <translation>জোড়া</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="50"/>
        <source>Press “Align”: target words (bottom) are linked to the source words (top) they attend to; line width is the weight. Gold links are orange (dashed: sure, dotted: possible).</source>
        <translation>“অ্যালাইন করুন” চাপুন: লক্ষ্য শব্দগুলো (নিচে) যে উৎস শব্দগুলোর (উপরে) দিকে মনোযোগ দেয় তাদের সঙ্গে যুক্ত হয়; রেখার প্রস্থ হলো ওজন। গোল্ড লিংক কমলা (ড্যাশ: নিশ্চিত, বিন্দু: সম্ভাব্য)।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="59"/>
        <source>Export image…</source>
        <translation>ছবি রপ্তানি…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="60"/>
        <source>Export Pharaoh links…</source>
        <translation>Pharaoh লিংক রপ্তানি…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="116"/>
        <source>Aligned %n pair(s) (%1).</source>
        <translation>
            <numerusform>%nটি জোড়া অ্যালাইন হয়েছে (%1)।</numerusform>
            <numerusform>%nটি জোড়া অ্যালাইন হয়েছে (%1)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="139"/>
        <source>No gold links: choose a gold file to score the links.</source>
        <translation>গোল্ড লিংক নেই: লিংক মূল্যায়নের জন্য একটি গোল্ড ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="147"/>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="155"/>
        <source>There is no alignment yet.</source>
        <translation>এখনও কোনো অ্যালাইনমেন্ট নেই।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="160"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="123"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: লেখা যাচ্ছে না (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="167"/>
        <source>%1: write failed (%2)</source>
        <translation>%1: লেখা ব্যর্থ (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Encoder self-attention</source>
        <translation>এনকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="31"/>
        <source>Decoder masked self-attention</source>
        <translation>ডিকোডার মাস্কড সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="32"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>এনকোডার–ডিকোডার (ক্রস) অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="48"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1, লেয়ার %2, হেড %3</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="64"/>
        <source>importance %1
Δ dev loss (token NLL) %2
confidence %3
entropy %4 nats</source>
        <translation>গুরুত্ব %1
Δ ডেভ লস (টোকেন NLL) %2
আস্থা %3
এনট্রপি %4 ন্যাট</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="116"/>
        <source>Every head is on.</source>
        <translation>সব হেড চালু।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="117"/>
        <source>%n head(s) switched off: translations, maps and alignments use the rest.</source>
        <translation>
            <numerusform>%nটি হেড বন্ধ: অনুবাদ, ম্যাপ ও অ্যালাইনমেন্ট বাকিগুলো ব্যবহার করে।</numerusform>
            <numerusform>%nটি হেড বন্ধ: অনুবাদ, ম্যাপ ও অ্যালাইনমেন্ট বাকিগুলো ব্যবহার করে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="135"/>
        <source>Translation (every head on): %1  (log-probability %2)</source>
        <translation>অনুবাদ (সব হেড চালু): %1  (লগ-সম্ভাবনা %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="138"/>
        <source>Translation with %n head(s) off: %1  (log-probability %2)</source>
        <translation>
            <numerusform>%nটি হেড বন্ধ রেখে অনুবাদ: %1  (লগ-সম্ভাবনা %2)</numerusform>
            <numerusform>%nটি হেড বন্ধ রেখে অনুবাদ: %1  (লগ-সম্ভাবনা %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head on</source>
        <translation>এই হেড চালু করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="147"/>
        <source>Switch this head off</source>
        <translation>এই হেড বন্ধ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="149"/>
        <source>Show its attention on Translate</source>
        <translation>অনুবাদ পাতায় এর অ্যাটেনশন দেখান</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="28"/>
        <source>Which heads matter, and which head aligns words? Measure every head over sentence pairs (Michel et al. 2019; Voita et al. 2019), prune heads in order of importance, and read word alignments off cross-attention (Garg et al. 2019); see why a token was chosen by gradient attribution beside the heads&apos; attention.</source>
        <translation>কোন হেডগুলো গুরুত্বপূর্ণ, আর কোন হেড শব্দ সারিবদ্ধ করে? বাক্য-জোড়ার ওপর প্রতিটি হেড মাপুন (Michel et al. 2019; Voita et al. 2019), গুরুত্ব অনুযায়ী হেড ছাঁটাই করুন, ক্রস-অ্যাটেনশন থেকে শব্দ-সারিবদ্ধতা পড়ুন (Garg et al. 2019), আর হেডগুলোর অ্যাটেনশনের পাশে গ্রেডিয়েন্ট অ্যাট্রিবিউশন দিয়ে দেখুন কেন একটি টোকেন বেছে নেওয়া হল।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="37"/>
        <source>Heads</source>
        <translation>হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="38"/>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="81"/>
        <source>Pruning curve</source>
        <translation>ছাঁটাই বক্ররেখা</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="39"/>
        <source>Alignment</source>
        <translation>অ্যালাইনমেন্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="41"/>
        <source>Why this token</source>
        <translation>কেন এই টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="63"/>
        <source>Text files (*.txt *.src *.tgt *.en *.de *.es *.fr);;All files (*)</source>
        <translation>টেক্সট ফাইল (*.txt *.src *.tgt *.en *.de *.es *.fr);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="64"/>
        <source>Source sentences</source>
        <translation>উৎস বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="65"/>
        <source>Reference translations</source>
        <translation>রেফারেন্স অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="66"/>
        <source>empty: the open model&apos;s own dev set</source>
        <translation>খালি: খোলা মডেলের নিজস্ব ডেভ সেট</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="67"/>
        <source>one reference per source line</source>
        <translation>প্রতি উৎস লাইনে একটি রেফারেন্স</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Gold word alignments</source>
        <translation>গোল্ড শব্দ অ্যালাইনমেন্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="68"/>
        <source>Pharaoh alignments (*.align *.txt *.talp);;All files (*)</source>
        <translation>Pharaoh অ্যালাইনমেন্ট (*.align *.txt *.talp);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="69"/>
        <source>optional: Pharaoh links i-j (sure) and ipj (possible), one line per pair</source>
        <translation>ঐচ্ছিক: Pharaoh লিংক i-j (নিশ্চিত) ও ipj (সম্ভাব্য), প্রতি জোড়ায় এক লাইন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="70"/>
        <source>1-based</source>
        <translation>১ থেকে গণনা</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="71"/>
        <source>The gold file counts words from 1 (e.g. the RWTH German–English gold)</source>
        <translation>গোল্ড ফাইল শব্দ ১ থেকে গোনে (যেমন RWTH জার্মান–ইংরেজি গোল্ড)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="78"/>
        <source>Only the first pairs are used</source>
        <translation>শুধু প্রথম জোড়াগুলো ব্যবহৃত হয়</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="80"/>
        <source>Measure heads</source>
        <translation>হেড মাপুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="82"/>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="88"/>
        <source>Pairs at most:</source>
        <translation>সর্বোচ্চ জোড়া:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="94"/>
        <source>Source:</source>
        <translation>উৎস:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="95"/>
        <source>Reference:</source>
        <translation>রেফারেন্স:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="96"/>
        <source>Gold links:</source>
        <translation>গোল্ড লিংক:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Importance |∂L/∂ξ| (Michel, ℓ2 per layer)</source>
        <translation>গুরুত্ব |∂L/∂ξ| (Michel, প্রতি স্তরে ℓ2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="110"/>
        <source>Δ dev loss (token NLL) with the head off</source>
        <translation>হেড বন্ধ রেখে Δ ডেভ লস (টোকেন NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Confidence (Voita)</source>
        <translation>আস্থা (Voita)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="111"/>
        <source>Entropy (nats)</source>
        <translation>এনট্রপি (ন্যাট)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="112"/>
        <source>Switch all heads on</source>
        <translation>সব হেড চালু করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="113"/>
        <source>Colour by:</source>
        <translation>রঙের ভিত্তি:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="120"/>
        <source>Press “Measure heads”. Then click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>“হেড মাপুন” চাপুন। তারপর কোনো হেড বন্ধ করতে তাতে ক্লিক করুন; তার অ্যাটেনশনের জন্য ডান-ক্লিক। ব্যাজ: P অবস্থানভিত্তিক, E EOS/BOS-এ মনোযোগ, R বিরল টোকেন।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="127"/>
        <source>a sentence to translate with the heads that are on</source>
        <translation>চালু হেডগুলো দিয়ে অনুবাদের জন্য একটি বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="128"/>
        <source>Translate</source>
        <translation>অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="129"/>
        <source>Sentence:</source>
        <translation>বাক্য:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="170"/>
        <source>Measuring every head…</source>
        <translation>প্রতিটি হেড মাপা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="171"/>
        <source>Pruning heads round by round…</source>
        <translation>ধাপে ধাপে হেড ছাঁটাই হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="172"/>
        <source>Reading the cross-attention of every pair…</source>
        <translation>প্রতিটি জোড়ার ক্রস-অ্যাটেনশন পড়া হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="173"/>
        <source>Switching heads…</source>
        <translation>হেড বদলানো হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="201"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>একটি চেকপয়েন্ট খুলুন (ফাইল ▸ খুলুন) অথবা ট্রেনিং থেকে মডেল নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="218"/>
        <source>Model: %1. Press “Measure heads”.</source>
        <translation>মডেল: %1। “হেড মাপুন” চাপুন।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="219"/>
        <source>Model: %1. The %n head(s) switched off on the previous model are on again (a new model starts with every head on). Press “Measure heads”.</source>
        <translation>
            <numerusform>মডেল: %1। আগের মডেলে বন্ধ করা %nটি হেড আবার চালু হয়েছে (নতুন মডেল সব হেড চালু রেখে শুরু হয়)। “হেড মাপুন” চাপুন।</numerusform>
            <numerusform>মডেল: %1। আগের মডেলে বন্ধ করা %nটি হেড আবার চালু হয়েছে (নতুন মডেল সব হেড চালু রেখে শুরু হয়)। “হেড মাপুন” চাপুন।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_page.cpp" line="225"/>
        <source>Measured %n head(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>%1টি জোড়ায় %nটি হেড মাপা হয়েছে (%2)।</numerusform>
            <numerusform>%1টি জোড়ায় %nটি হেড মাপা হয়েছে (%2)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="244"/>
        <source>Cancelled.</source>
        <translation>বাতিল হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev BLEU (greedy)</source>
        <translation>ডেভ BLEU (গ্রিডি)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="35"/>
        <source>Dev loss (token NLL)</source>
        <translation>ডেভ লস (টোকেন NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="36"/>
        <source>Export…</source>
        <translation>রপ্তানি…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="37"/>
        <source>Each round switches off 10 % of the heads in scope, rounded up to whole heads, the least important first; importance is measured again after every round (Michel et al. 2019, §4).</source>
        <translation>প্রতিটি ধাপে বিবেচিত হেডের 10 % বন্ধ হয়, পূর্ণ হেডে ঊর্ধ্বমুখী পূর্ণাঙ্কিত, সবচেয়ে কম গুরুত্বপূর্ণগুলো আগে; প্রতিটি ধাপের পরে গুরুত্ব আবার মাপা হয় (Michel et al. 2019, §4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="41"/>
        <source>Show:</source>
        <translation>দেখান:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="48"/>
        <source>Heads switched off (%)</source>
        <translation>বন্ধ হেড (%)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="85"/>
        <source>Pruning curve: %n curve(s).</source>
        <translation>
            <numerusform>ছাঁটাই বক্ররেখা: %nটি বক্ররেখা।</numerusform>
            <numerusform>ছাঁটাই বক্ররেখা: %nটি বক্ররেখা।</numerusform>
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
        <translation>ডেভ লস (টোকেন NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="95"/>
        <source>all heads (%1)</source>
        <translation>সব হেড (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="96"/>
        <source>encoder self only (%1)</source>
        <translation>শুধু এনকোডার সেলফ (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="97"/>
        <source>decoder self only (%1)</source>
        <translation>শুধু ডিকোডার সেলফ (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="98"/>
        <source>cross only (%1)</source>
        <translation>শুধু ক্রস (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="117"/>
        <source>There is no pruning curve yet.</source>
        <translation>এখনও কোনো ছাঁটাই বক্ররেখা নেই।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="138"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf);;CSV table (*.csv)</source>
        <translation>PNG ছবি (*.png);;SVG অঙ্কন (*.svg);;PDF (*.pdf);;CSV সারণি (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="139"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG ছবি (*.png);;SVG অঙ্কন (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="140"/>
        <source>Pharaoh links (*.align *.txt)</source>
        <translation>Pharaoh লিংক (*.align *.txt)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="141"/>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="147"/>
        <source>Export</source>
        <translation>রপ্তানি</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>positional: the maximum is at offset %1 in %2 % of queries</source>
        <translation>অবস্থানভিত্তিক: %2 % কোয়েরিতে সর্বোচ্চ মান অফসেট %1-এ</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>attends to EOS/BOS: the maximum is on EOS or BOS (the decoder&apos;s first input: &lt;pad&gt; in a Marian model) in %1 % of queries</source>
        <translation>EOS/BOS-এ মনোযোগ: %1 % কোয়েরিতে সর্বোচ্চ মান EOS বা BOS-এ (ডিকোডারের প্রথম ইনপুট: Marian মডেলে &lt;pad&gt;)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>rare token: the maximum is on the sentence's rarest token in %1 % of queries</source>
        <translation>বিরল টোকেন: %1 % কোয়েরিতে সর্বোচ্চ মান বাক্যের বিরলতম টোকেনে</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule</source>
        <translation>নিয়মটি</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Best head or layer mean</source>
        <translation>সেরা হেড বা লেয়ারের গড়</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>The rule (default): among both steps and every decoder layer&apos;s mean, the one whose links are the most consistent over the pairs (a target word linked to the same source word each time), computed without gold links. Best: the lowest AER on the first half of the gold pairs, scored on the second half; without gold, the rule&apos;s choice among every head and layer mean.</source>
        <translation>নিয়মটি (ডিফল্ট): দুই ধাপ ও প্রতিটি ডিকোডার লেয়ারের গড়ের মধ্যে সেটি, যার লিংক জোড়াগুলো জুড়ে সবচেয়ে সামঞ্জস্যপূর্ণ (একটি লক্ষ্য শব্দ প্রতিবার একই উৎস শব্দের সাথে যুক্ত), গোল্ড লিংক ছাড়াই হিসাব করা। সেরা: গোল্ড জোড়ার প্রথম অর্ধেকে সবচেয়ে কম AER, দ্বিতীয় অর্ধেকে মূল্যায়িত; গোল্ড ছাড়া সব হেড ও লেয়ারের গড়ের মধ্যে নিয়মের পছন্দ।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>step chosen by the rule</source>
        <translation>নিয়ম অনুযায়ী বেছে নেওয়া ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: any piece linked</source>
        <translation>মেলানো: যেকোনো টুকরো যুক্ত</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>merge: argmax of word rows</source>
        <translation>মেলানো: শব্দ-সারির argmax</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>How piece attention becomes word links: link two words when any of their pieces are linked (Garg et al., Zenkel et al., Chen et al.: published AER uses this), or average a target word&apos;s piece rows and sum a source word&apos;s piece columns before the argmax.</source>
        <translation>টুকরোর অ্যাটেনশন কীভাবে শব্দের লিংক হয়: দুটি শব্দ যুক্ত করা যখন তাদের যেকোনো টুকরো যুক্ত (Garg et al., Zenkel et al., Chen et al.: প্রকাশিত AER এটি ব্যবহার করে), অথবা argmax-এর আগে লক্ষ্য শব্দের টুকরোর সারিগুলোর গড় ও উৎস শব্দের টুকরোর কলামগুলোর যোগফল নেওয়া।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pair %1 of %2, links from %3, %4.</source>
        <translation>%2টির মধ্যে জোড়া %1, লিংক %3 থেকে, %4।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen by the rule: its links are the most consistent over the pairs (H(source word | target word) %1 bits; next %2, %3 bits).</source>
        <translation>নিয়ম বেছে নিয়েছে: এর লিংক জোড়াগুলো জুড়ে সবচেয়ে সামঞ্জস্যপূর্ণ (H(উৎস শব্দ | লক্ষ্য শব্দ) %1 বিট; এরপর %2, %3 বিট)।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Chosen on pairs 1–%1 (AER %2 there); against the gold of pairs %3–%4: AER %5, precision %6, recall %7.</source>
        <translation>জোড়া 1–%1-এ বেছে নেওয়া (সেখানে AER %2); জোড়া %3–%4-এর গোল্ডের বিপরীতে: AER %5, প্রিসিশন %6, রিকল %7।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>(fast_align scores about 0.28 AER on German–English, GIZA++ about 0.21.)</source>
        <translation>(জার্মান–ইংরেজিতে fast_align প্রায় 0.28 AER পায়, GIZA++ প্রায় 0.21।)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 head %2 (%3)</source>
        <translation>লেয়ার %1 হেড %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>layer %1 mean (%2)</source>
        <translation>লেয়ার %1-এর গড় (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic</source>
        <translation>স্বয়ংক্রিয়</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Lines</source>
        <translation>লাইন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Matrix</source>
        <translation>ম্যাট্রিক্স</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Automatic: lines, or a matrix above 12 words. Lines: source words on top, target words below, a line per weight. Matrix: source words as columns, target words as rows, the weight as colour, a dot per link and an orange frame per gold link (dotted: possible); crossing lines of long sentences read better as a matrix.</source>
        <translation>স্বয়ংক্রিয়: লাইন, ১২টির বেশি শব্দে ম্যাট্রিক্স। লাইন: উপরে উৎস শব্দ, নিচে লক্ষ্য শব্দ, প্রতিটি ওজনে একটি লাইন। ম্যাট্রিক্স: কলামে উৎস শব্দ, সারিতে লক্ষ্য শব্দ, ওজন রঙে, প্রতিটি লিংকে একটি বিন্দু ও প্রতিটি গোল্ড লিংকে একটি কমলা ফ্রেম (বিন্দুযুক্ত: সম্ভাব্য); দীর্ঘ বাক্যের কাটাকাটি লাইন ম্যাট্রিক্সে ভালো পড়া যায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Draw as:</source>
        <translation>আঁকার ধরন:</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links…</source>
        <translation>অন্য অ্যালাইনারের লিংক মূল্যায়ন…</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Reads a Pharaoh file (one line per pair, “i-j” from 0, as fast_align, GIZA++ or eflomal write) and scores it against the gold links with the same scorer.</source>
        <translation>একটি Pharaoh ফাইল পড়ে (প্রতি জোড়ায় একটি লাইন, 0 থেকে „i-j“, যেমন fast_align, GIZA++ বা eflomal লেখে) এবং একই মূল্যায়নে গোল্ড লিংকের বিপরীতে মূল্যায়ন করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Score another aligner’s links</source>
        <translation>অন্য অ্যালাইনারের লিংক মূল্যায়ন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Pharaoh links (*.align *.txt);;All files (*)</source>
        <translation>Pharaoh লিংক (*.align *.txt);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized into characters, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (অক্ষরে টোকেনাইজ করা, রানের ডেভ BLEU-র মতো)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>BLEU (tokenized %1, as the run&apos;s dev BLEU)</source>
        <translation>BLEU (%1 দিয়ে টোকেনাইজ করা, রানের ডেভ BLEU-র মতো)</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>%1 (another aligner, same pairs, same scorer): AER %2, precision %3, recall %4.</source>
        <translation>%1 (অন্য অ্যালাইনার, একই জোড়া, একই মূল্যায়ন): AER %2, প্রিসিশন %3, রিকল %4।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Over the %n pair(s) aligned, against the gold links: AER %1, precision %2, recall %3.</source>
        <translation>
            <numerusform>অ্যালাইন করা %nটি জোড়া মিলিয়ে, গোল্ড লিংকের বিপরীতে: AER %1, প্রিসিশন %2, রিকল %3।</numerusform>
            <numerusform>অ্যালাইন করা %nটি জোড়া মিলিয়ে, গোল্ড লিংকের বিপরীতে: AER %1, প্রিসিশন %2, রিকল %3।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_heads.cpp" line="0"/>
        <source>Measured with every head on. Dev loss (token NLL) %1 over %2 pairs, %3 target tokens (%4). Most needed head: %5 layer %6 head %7 (dev loss %8 without it). Click a head to switch it off; right-click for its attention. Badges: P positional, E attends to EOS/BOS, R rare token.</source>
        <translation>সব হেড চালু রেখে মাপা। %2টি জোড়ায় ডেভ লস (টোকেন NLL) %1, %3টি লক্ষ্য টোকেন (%4)। সবচেয়ে দরকারি হেড: %5 লেয়ার %6 হেড %7 (এটি ছাড়া ডেভ লস %8)। কোনো হেড বন্ধ করতে তাতে ক্লিক করুন; তার অ্যাটেনশনের জন্য ডান-ক্লিক। ব্যাজ: P অবস্থানভিত্তিক, E EOS/BOS-এ মনোযোগ, R বিরল টোকেন।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_prune.cpp" line="0"/>
        <source>Pruning curve: %n curve(s) over %1 pairs (%2).</source>
        <translation>
            <numerusform>ছাঁটাই বক্ররেখা: %1টি জোড়ায় %nটি বক্ররেখা (%2)।</numerusform>
            <numerusform>ছাঁটাই বক্ররেখা: %1টি জোড়ায় %nটি বক্ররেখা (%2)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Attention step</source>
        <translation>অ্যাটেনশন ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="0"/>
        <source>Merge rule</source>
        <translation>একত্রীকরণের নিয়ম</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>target first</source>
        <translation>লক্ষ্য আগে</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>The gold names the target word first (“j-i”), e.g. the RWTH German–English gold read for an English→German model: its sides are swapped</source>
        <translation>গোল্ড আগে লক্ষ্য শব্দের নাম দেয় (“j-i”), যেমন ইংরেজি→জার্মান মডেলের জন্য পড়া RWTH জার্মান–ইংরেজি গোল্ড: এর দুই দিক অদলবদল করা হয়</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>%n head(s) switched off on the Heads tab: these links are not the whole model&apos;s.</source>
        <translation>
            <numerusform>হেড ট্যাবে %nটি হেড বন্ধ: এই লিংকগুলো পুরো মডেলের নয়।</numerusform>
            <numerusform>হেড ট্যাবে %nটি হেড বন্ধ: এই লিংকগুলো পুরো মডেলের নয়।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_align.cpp" line="1"/>
        <source>The weights drawn are each target word&apos;s mean attention row over the source words, renormalised without BOS and EOS.</source>
        <translation>আঁকা ওজনগুলো হলো উৎস শব্দগুলোর উপর প্রতিটি লক্ষ্য শব্দের গড় অ্যাটেনশন সারি, BOS ও EOS বাদ দিয়ে পুনরায় নর্মালাইজ করা।</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Michel et al. 2019: |∂L/∂ξ_h| of each sentence&apos;s loss (token NLL, no label smoothing), averaged over the pairs, then ℓ2-normalised over the heads of each layer: compare heads within a layer</source>
        <translation>Michel et al. 2019: প্রতিটি বাক্যের লসের (টোকেন NLL, লেবেল স্মুদিং ছাড়া) |∂L/∂ξ_h|, জোড়াগুলোর ওপর গড়, তারপর প্রতিটি স্তরের হেডগুলোর ওপর ℓ2-নর্মালাইজড: একই স্তরের হেড তুলনা করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/analyze/analyze_page.cpp" line="1"/>
        <source>Voita et al. 2019: a query&apos;s largest weight, averaged over the queries; BOS, EOS and padding queries are left out, the largest weight is over every key (EOS included)</source>
        <translation>Voita et al. 2019: একটি কোয়েরির সবচেয়ে বড় ওজন, কোয়েরিগুলোর ওপর গড়; BOS, EOS ও প্যাডিং কোয়েরি বাদ, সবচেয়ে বড় ওজন সব কী-এর ওপর (EOS সহ)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureDiagram</name>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="103"/>
        <source>Click a block (or use the arrow keys) to see its shapes, parameters and formula.</source>
        <translation>কোনো ব্লকের আকৃতি, প্যারামিটার ও সূত্র দেখতে সেটিতে ক্লিক করুন (বা তীর-কী ব্যবহার করুন)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="123"/>
        <source>Input Embedding</source>
        <translation>ইনপুট এমবেডিং</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="124"/>
        <source>Output Embedding</source>
        <translation>আউটপুট এমবেডিং</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="126"/>
        <source>Positional Encoding</source>
        <translation>অবস্থানগত এনকোডিং</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="127"/>
        <source>Multi-Head Attention</source>
        <translation>মাল্টি-হেড অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="128"/>
        <source>Masked Multi-Head Attention</source>
        <translation>মাস্কড মাল্টি-হেড অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="129"/>
        <source>Multi-Head Attention (encoder–decoder)</source>
        <translation>মাল্টি-হেড অ্যাটেনশন (এনকোডার–ডিকোডার)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="134"/>
        <source>Add &amp; Norm</source>
        <translation>যোগ ও নর্ম</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="136"/>
        <source>Feed Forward</source>
        <translation>ফিড-ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="137"/>
        <source>Linear</source>
        <translation>লিনিয়ার</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="138"/>
        <source>Softmax</source>
        <translation>সফটম্যাক্স</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="204"/>
        <source>Inputs</source>
        <translation>ইনপুট</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="205"/>
        <source>Outputs (shifted right)</source>
        <translation>আউটপুট (ডানে সরানো)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="206"/>
        <source>Output Probabilities</source>
        <translation>আউটপুট সম্ভাবনা</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_diagram.cpp" line="1"/>
        <source>Add (pre-norm)</source>
        <translation>যোগ (প্রি-নর্ম)</translation>
    </message>
</context>
<context>
    <name>studio::app::ArchitectureSection</name>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model adds a fixed bias to each word&apos;s score (Marian&apos;s final_logits_bias).</source>
        <translation>এই মডেল প্রতিটি শব্দের স্কোরে একটি স্থির বায়াস যোগ করে (Marian-এর final_logits_bias)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a GELU (z · Φ(z)) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>দুটি রৈখিক ম্যাপ, মাঝে একটি GELU (z · Φ(z)) যেখানে পেপারে ReLU আছে, প্রতিটি অবস্থানে আলাদাভাবে প্রয়োগ: d_model → d_ff → d_model (§3.3, সমীকরণ 2)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Two linear maps with a SiLU (z · σ(z), Marian&apos;s &quot;swish&quot;) between them where the paper has a ReLU, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>দুটি রৈখিক ম্যাপ, মাঝে একটি SiLU (z · σ(z), Marian-এর &quot;swish&quot;) যেখানে পেপারে ReLU আছে, প্রতিটি অবস্থানে আলাদাভাবে প্রয়োগ: d_model → d_ff → d_model (§3.3, সমীকরণ 2)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model lays the same sines and cosines out as Marian does: every sine first, then every cosine, where the paper interleaves them.</source>
        <translation>এই মডেল একই সাইন ও কোসাইন Marian-এর মতো সাজায়: আগে সব সাইন, তারপর সব কোসাইন, যেখানে পেপার এগুলো পালাক্রমে রাখে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="54"/>
        <source>Looks up a learned vector of d_model numbers for every source token and multiplies it by √d_model (§3.4).</source>
        <translation>প্রতিটি উৎস টোকেনের জন্য d_model টি সংখ্যার একটি শেখা ভেক্টর খুঁজে নেয় এবং সেটিকে √d_model দিয়ে গুণ করে (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="57"/>
        <source>The same for the decoder&apos;s input: the translation so far, shifted right by one position so that position t sees only the tokens before it (§3.4).</source>
        <translation>ডিকোডারের ইনপুটের জন্যও একই: এ পর্যন্ত হওয়া অনুবাদ, এক অবস্থান ডানে সরানো, যাতে অবস্থান t শুধু তার আগের টোকেনগুলো দেখতে পায় (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="61"/>
        <source>Adds a vector that depends only on the position, so that attention, which ignores order, can tell positions apart (§3.5).</source>
        <translation>শুধু অবস্থানের উপর নির্ভরশীল একটি ভেক্টর যোগ করে, যাতে ক্রম উপেক্ষাকারী অ্যাটেনশন অবস্থানগুলোকে আলাদা করে চিনতে পারে (§3.5)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="64"/>
        <source>Every source token looks at every source token, with h heads in parallel (§3.2.2, §3.2.3).</source>
        <translation>প্রতিটি উৎস টোকেন প্রতিটি উৎস টোকেনের দিকে তাকায়, h টি হেডে সমান্তরালভাবে (§3.2.2, §3.2.3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="67"/>
        <source>Every target position looks at itself and the positions before it; the mask hides the future (§3.2.3).</source>
        <translation>প্রতিটি লক্ষ্য অবস্থান নিজের এবং তার আগের অবস্থানগুলোর দিকে তাকায়; মাস্ক ভবিষ্যৎকে আড়াল করে (§3.2.3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="70"/>
        <source>The queries come from the decoder, the keys and values from the encoder&apos;s output: every target position looks at the whole source (§3.2.3).</source>
        <translation>কোয়েরিগুলো আসে ডিকোডার থেকে, কী ও ভ্যালুগুলো এনকোডারের আউটপুট থেকে: প্রতিটি লক্ষ্য অবস্থান পুরো উৎসের দিকে তাকায় (§3.2.3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="77"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection); this model normalises before each sub-layer (pre-norm), not after it as the paper does (§3.1).</source>
        <translation>সাব-লেয়ারের আউটপুট তার ইনপুটের সঙ্গে যোগ করে (রেসিডুয়াল সংযোগ); এই মডেল প্রতিটি সাব-লেয়ারের আগে নরমালাইজ করে (প্রি-নর্ম), পেপারের মতো পরে নয় (§3.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="80"/>
        <source>Adds the sub-layer&apos;s output to its input (the residual connection) and normalises each position to mean 0 and variance 1, then scales and shifts it (§3.1).</source>
        <translation>সাব-লেয়ারের আউটপুট তার ইনপুটের সঙ্গে যোগ করে (রেসিডুয়াল সংযোগ) এবং প্রতিটি অবস্থানকে গড় 0 ও ভেদাঙ্ক 1-এ নরমালাইজ করে, তারপর স্কেল ও স্থানান্তর করে (§3.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="85"/>
        <source>Two linear maps with a ReLU between them, applied to each position separately: d_model → d_ff → d_model (§3.3, Eq. 2).</source>
        <translation>দুটি রৈখিক ম্যাপ, মাঝখানে একটি ReLU, প্রতিটি অবস্থানে আলাদাভাবে প্রয়োগ করা হয়: d_model → d_ff → d_model (§3.3, সমীকরণ 2)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="88"/>
        <source>Maps each decoder output to one score (logit) per word of the target vocabulary (§3.4).</source>
        <translation>ডিকোডারের প্রতিটি আউটপুটকে লক্ষ্য শব্দভান্ডারের প্রতিটি শব্দের জন্য একটি করে স্কোরে (লজিট) রূপান্তর করে (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="91"/>
        <source>Turns the scores into probabilities for the next token (§3.4).</source>
        <translation>স্কোরগুলোকে পরবর্তী টোকেনের সম্ভাবনায় রূপান্তর করে (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="101"/>
        <source>&lt;h3&gt;The model architecture (Figure 1, §3.1)&lt;/h3&gt;&lt;p&gt;The encoder (left) reads the source sentence and turns every token into a vector of d_model numbers that depends on the whole sentence; the decoder (right) produces the translation one token after another, looking at the tokens it has produced and at the encoder&apos;s output. Both are stacks of N identical layers. Click a block to see what it computes for the sentence above.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;মডেলের আর্কিটেকচার (চিত্র 1, §3.1)&lt;/h3&gt;&lt;p&gt;এনকোডার (বাঁয়ে) উৎস বাক্যটি পড়ে এবং প্রতিটি টোকেনকে d_model টি সংখ্যার একটি ভেক্টরে পরিণত করে, যা পুরো বাক্যের উপর নির্ভর করে; ডিকোডার (ডানে) একটির পর একটি টোকেন করে অনুবাদ তৈরি করে, নিজের তৈরি করা টোকেনগুলো এবং এনকোডারের আউটপুটের দিকে তাকিয়ে। দুটিই N টি অভিন্ন লেয়ারের স্ট্যাক। উপরের বাক্যটির জন্য কোনো ব্লক কী গণনা করে তা দেখতে সেটিতে ক্লিক করুন।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="129"/>
        <source>Source: %1 → greedy translation “%2”. d_model = %3, h = %4, d_ff = %5; %6 parameters in all.</source>
        <translation>উৎস: %1 → গ্রিডি অনুবাদ “%2”। d_model = %3, h = %4, d_ff = %5; মোট %6টি প্যারামিটার।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="160"/>
        <source>Formula</source>
        <translation>সূত্র</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>Shapes for this sentence</source>
        <translation>এই বাক্যের জন্য আকৃতি</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="165"/>
        <source>in:</source>
        <translation>ইনপুট:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="166"/>
        <source>out:</source>
        <translation>আউটপুট:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="167"/>
        <source>inside:</source>
        <translation>ভেতরে:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="168"/>
        <source>Parameters</source>
        <translation>প্যারামিটার</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="170"/>
        <source>%1 per layer × %2 layers = %3</source>
        <translation>প্রতি লেয়ারে %1 × %2টি লেয়ার = %3</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>This model learns its position vectors, one row per position, where the paper computes sines and cosines (Table 3, row E: nearly identical results).</source>
        <translation>এই মডেল তার অবস্থান-ভেক্টরগুলো শেখে, প্রতিটি অবস্থানের জন্য একটি সারি, যেখানে পেপার সাইন ও কোসাইন গণনা করে (সারণি ৩, সারি E: প্রায় একই ফলাফল)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>After its last layer the stack normalises its output once more (a final LayerNorm of 2 × d_model parameters, not drawn in the figure).</source>
        <translation>শেষ স্তরের পরে স্ট্যাকটি তার আউটপুট আরও একবার নরমালাইজ করে (2 × d_model প্যারামিটারের একটি শেষ LayerNorm, চিত্রে আঁকা নেই)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Looks up a learned vector of d_model numbers for every source token (§3.4). Unlike the paper, this model does not multiply it by √d_model.</source>
        <translation>প্রতিটি উৎস টোকেনের জন্য d_model সংখ্যার একটি শেখা ভেক্টর খুঁজে নেয় (§3.4)। পেপারের মতো নয়, এই মডেল এটিকে √d_model দিয়ে গুণ করে না।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the embeddings and the output projection (§3.4); it is counted once, under the source embedding.</source>
        <translation>এমবেডিংগুলো ও আউটপুট প্রজেকশন একটি ম্যাট্রিক্স ভাগ করে (§3.4); এটি একবার গোনা হয়, উৎস এমবেডিংয়ের অধীনে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>One matrix is shared by the source and target embeddings (one vocabulary for both sides), counted once, under the source embedding; the output projection has its own.</source>
        <translation>উৎস ও লক্ষ্য এমবেডিং একটি ম্যাট্রিক্স ভাগ করে (দুই দিকের জন্য একটি শব্দভান্ডার), একবার গোনা হয়, উৎস এমবেডিংয়ের অধীনে; আউটপুট প্রজেকশনের নিজস্ব আছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>The target embedding and the output projection share one matrix (§3.4), counted once, under the target embedding; the source has its own vocabulary and embedding.</source>
        <translation>লক্ষ্য এমবেডিং ও আউটপুট প্রজেকশন একটি ম্যাট্রিক্স ভাগ করে (§3.4), একবার গোনা হয়, লক্ষ্য এমবেডিংয়ের অধীনে; উৎসের নিজস্ব শব্দভান্ডার ও এমবেডিং আছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_architecture.cpp" line="0"/>
        <source>Unlike the paper, this model does not multiply the embeddings by √d_model.</source>
        <translation>পেপারের মতো নয়, এই মডেল এমবেডিংগুলোকে √d_model দিয়ে গুণ করে না।</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionInspector</name>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="32"/>
        <source>The three attentions of §3.2.3: the encoder attending to the source, the decoder to its own earlier outputs (masked), and the decoder to the encoder&apos;s output.</source>
        <translation>§3.2.3-এর তিনটি অ্যাটেনশন: এনকোডার উৎসের দিকে মনোযোগ দেয়, ডিকোডার তার নিজের আগের আউটপুটের দিকে (মাস্কড), এবং ডিকোডার এনকোডারের আউটপুটের দিকে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="35"/>
        <source>Layer </source>
        <translation>লেয়ার </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="38"/>
        <source>One of the h heads (§3.2.2), or their mean.</source>
        <translation>h-টি হেডের যেকোনো একটি (§3.2.2), অথবা তাদের গড়।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="39"/>
        <source>Export heatmap…</source>
        <translation>হিটম্যাপ এক্সপোর্ট…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="40"/>
        <source>The heatmap as PNG, SVG or PDF, or its numbers as CSV.</source>
        <translation>হিটম্যাপটি PNG, SVG বা PDF হিসেবে, অথবা এর সংখ্যাগুলো CSV হিসেবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="41"/>
        <source>Export grid…</source>
        <translation>গ্রিড এক্সপোর্ট…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Target token</source>
        <translation>লক্ষ্য টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="53"/>
        <source>Summed attention</source>
        <translation>মোট অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="79"/>
        <source>Head</source>
        <translation>হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="80"/>
        <source>All heads</source>
        <translation>সব হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="81"/>
        <source>Masks</source>
        <translation>মাস্কসমূহ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="83"/>
        <source>Click a source token in the cross-attention to select it, Ctrl+click to add more: their attention is summed. Attention weights show where the model looks, not why it decides.</source>
        <translation>ক্রস-অ্যাটেনশনে কোনো উৎস টোকেন বেছে নিতে তাতে ক্লিক করুন, আরও যোগ করতে Ctrl+ক্লিক করুন: তাদের অ্যাটেনশন যোগ করা হয়। অ্যাটেনশন ওয়েট দেখায় মডেল কোথায় তাকায়, কেন সিদ্ধান্ত নেয় তা নয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="149"/>
        <source>Head %1</source>
        <translation>হেড %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="150"/>
        <source>Mean of heads</source>
        <translation>হেডগুলোর গড়</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="197"/>
        <source>Causal mask of the decoder (§3.2.3): −∞ above the diagonal</source>
        <translation>ডিকোডারের কজাল মাস্ক (§3.2.3): কর্ণের উপরে −∞</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="227"/>
        <source>Attention on %1, summed:</source>
        <translation>%1-এর উপর অ্যাটেনশন, যোগফল:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images (*.png *.svg)</source>
        <translation>ছবি (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="264"/>
        <source>Images and numbers (*.png *.svg *.pdf *.csv)</source>
        <translation>ছবি ও সংখ্যা (*.png *.svg *.pdf *.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the grid</source>
        <translation>গ্রিডটি এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="265"/>
        <source>Export the heatmap</source>
        <translation>হিটম্যাপটি এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="270"/>
        <source>Export failed</source>
        <translation>এক্সপোর্ট ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of lines %1–%2, decoded together as one batch: −∞ on padded positions</source>
        <translation>%1–%2 লাইনের প্যাডিং মাস্ক, একসঙ্গে একটি ব্যাচ হিসেবে ডিকোড করা: প্যাড করা অবস্থানে −∞</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Padding mask of one sentence, translated alone: nothing is padded</source>
        <translation>একটি বাক্যের প্যাডিং মাস্ক, একা অনুবাদ করা: কিছুই প্যাড করা হয়নি</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Attention</source>
        <translation>অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attention_inspector.cpp" line="0"/>
        <source>Layer</source>
        <translation>স্তর</translation>
    </message>
</context>
<context>
    <name>studio::app::AttentionSection</name>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="21"/>
        <source>&lt;h3&gt;Scaled dot-product attention (§3.2.1, Eq. 1)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V. For one query token, the model compares its query vector q with the key vector k of every token (the dot product), divides by √d&lt;sub&gt;k&lt;/sub&gt; so that large dimensions do not push the softmax into regions with tiny gradients, turns the scores into weights that sum to 1 with the softmax, and returns the weighted sum of the value vectors. Below, one head of one encoder self-attention layer works through the sentence with the open model&apos;s own numbers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;স্কেলড ডট-প্রোডাক্ট অ্যাটেনশন (§৩.২.১, সমীকরণ ১)&lt;/h3&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V। একটি কোয়েরি টোকেনের জন্য মডেল তার কোয়েরি ভেক্টর q-কে প্রতিটি টোকেনের কী ভেক্টর k-এর সঙ্গে তুলনা করে (ডট প্রোডাক্ট), √d&lt;sub&gt;k&lt;/sub&gt; দিয়ে ভাগ করে যাতে বড় মাত্রা সফটম্যাক্সকে অতি ক্ষুদ্র গ্রেডিয়েন্টের অঞ্চলে ঠেলে না দেয়, সফটম্যাক্স দিয়ে স্কোরগুলোকে এমন ওজনে পরিণত করে যাদের যোগফল ১, এবং ভ্যালু ভেক্টরগুলোর ওজনযুক্ত যোগফল ফেরত দেয়। নিচে এনকোডারের একটি সেলফ-অ্যাটেনশন স্তরের একটি হেড খোলা মডেলের নিজস্ব সংখ্যা দিয়ে বাক্যটি হিসাব করে দেখায়।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="30"/>
        <source>Encoder layer:</source>
        <translation>এনকোডার স্তর:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="31"/>
        <source>Head:</source>
        <translation>হেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="32"/>
        <source>Query token:</source>
        <translation>কোয়েরি টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="71"/>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1, so the scores are divided by √%1 = %2. Query: “%3”.</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1, তাই স্কোরগুলোকে √%1 = %2 দিয়ে ভাগ করা হয়। কোয়েরি: “%3”।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="82"/>
        <source>Key token</source>
        <translation>কী টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="82"/>
        <source>softmax</source>
        <translation>সফটম্যাক্স</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="83"/>
        <source>softmax × v[%1]</source>
        <translation>সফটম্যাক্স × v[%1]</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_attention.cpp" line="104"/>
        <source>Sum (= output)</source>
        <translation>যোগফল (= আউটপুট)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_attention.cpp" line="118"/>
        <source>The query “%1” attends most to “%2” (weight %3). The last row is this head&apos;s output for the query: the weights sum to 1, and the weighted values sum to the first %n dimension(s) of the output.</source>
        <translation>
            <numerusform>কোয়েরি “%1” সবচেয়ে বেশি মনোযোগ দেয় “%2”-এর দিকে (ওজন %3)। শেষ সারিটি এই কোয়েরির জন্য এই হেডের আউটপুট: ওজনগুলোর যোগফল ১, এবং ওজনযুক্ত ভ্যালুগুলোর যোগফল আউটপুটের প্রথম %n টি মাত্রা।</numerusform>
            <numerusform>কোয়েরি “%1” সবচেয়ে বেশি মনোযোগ দেয় “%2”-এর দিকে (ওজন %3)। শেষ সারিটি এই কোয়েরির জন্য এই হেডের আউটপুট: ওজনগুলোর যোগফল ১, এবং ওজনযুক্ত ভ্যালুগুলোর যোগফল আউটপুটের প্রথম %n টি মাত্রা।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionPanel</name>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>cross</source>
        <translation>ক্রস</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="22"/>
        <source>decoder self</source>
        <translation>ডিকোডার সেলফ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="24"/>
        <source>%1 · layer %2 · head %3 (τ %4)</source>
        <translation>%1 · লেয়ার %2 · হেড %3 (τ %4)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="132"/>
        <source>source │ target prefix</source>
        <translation>উৎস │ লক্ষ্য-উপসর্গ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="133"/>
        <source>explained token</source>
        <translation>ব্যাখ্যাত টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>saliency</source>
        <translation>স্যালিয়েন্সি</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="137"/>
        <source>input × gradient</source>
        <translation>ইনপুট × গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="138"/>
        <source>integrated gradients</source>
        <translation>ইন্টিগ্রেটেড গ্রেডিয়েন্টস</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="140"/>
        <source>share of |score|</source>
        <translation>|স্কোর|-এর ভাগ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="187"/>
        <source>log p(%1) = %2.</source>
        <translation>log p(%1) = %2।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="188"/>
        <source>log p(%1) − log p(%2) = %3.</source>
        <translation>log p(%1) − log p(%2) = %3।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="190"/>
        <source>Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, completeness gap %4 %.</source>
        <translation>ইন্টিগ্রেটেড গ্রেডিয়েন্টস, %1 ধাপ: Σ স্কোর = %2, f(x) − f(বেসলাইন) = %3, সম্পূর্ণতার ফাঁক %4 %।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="211"/>
        <source>Largest: %1.</source>
        <translation>সবচেয়ে বড়: %1।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="30"/>
        <source>a source sentence</source>
        <translation>একটি উৎস বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Saliency |∇|</source>
        <translation>স্যালিয়েন্সি |∇|</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Input × gradient</source>
        <translation>ইনপুট × গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="34"/>
        <source>Integrated gradients</source>
        <translation>ইন্টিগ্রেটেড গ্রেডিয়েন্টস</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="36"/>
        <source>Gradients of log p(token) at each token&apos;s embedding. Integrated gradients (Sundararajan et al. 2017) integrates them from a baseline of zero embeddings (BOS and EOS kept as they are: they score 0); its scores add up to the change of log p (with an alternative token: of log p(token) − log p(alternative)).</source>
        <translation>প্রতিটি টোকেনের এমবেডিংয়ে log p(টোকেন)-এর গ্রেডিয়েন্ট। ইন্টিগ্রেটেড গ্রেডিয়েন্টস (Sundararajan et al. 2017) এগুলোকে শূন্য এমবেডিংয়ের একটি বেসলাইন থেকে সমাকলন করে (BOS ও EOS যেমন আছে তেমন রাখা হয়: তাদের স্কোর 0); এর স্কোরগুলোর যোগফল log p-এর পরিবর্তনের সমান (বিকল্প টোকেন দিলে: log p(টোকেন) − log p(বিকল্প)-এর)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="42"/>
        <source>Gradient evaluations per token, placed where the path needs them; a token whose completeness gap is still above 5 % gets up to four times as many</source>
        <translation>প্রতি টোকেনে গ্রেডিয়েন্ট মূল্যায়ন, পথের যেখানে দরকার সেখানে বসানো; যে টোকেনের সম্পূর্ণতার ফাঁক এখনও ৫ %-এর বেশি, সে চার গুণ পর্যন্ত বেশি পায়</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="45"/>
        <source>optional: an alternative token</source>
        <translation>ঐচ্ছিক: একটি বিকল্প টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="46"/>
        <source>Explain log p(token) − log p(alternative) at the selected token: why this token rather than that one (Yin &amp; Neubig 2022)</source>
        <translation>নির্বাচিত টোকেনে log p(টোকেন) − log p(বিকল্প) ব্যাখ্যা করুন: কেন ওটা নয়, এই টোকেন (Yin &amp; Neubig 2022)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="48"/>
        <source>Explain</source>
        <translation>ব্যাখ্যা করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="49"/>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="52"/>
        <source>Source:</source>
        <translation>উৎস:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="54"/>
        <source>Target:</source>
        <translation>লক্ষ্য:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="57"/>
        <source>Method:</source>
        <translation>পদ্ধতি:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="59"/>
        <source>Steps:</source>
        <translation>ধাপ:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="61"/>
        <source>Rather than:</source>
        <translation>এর বদলে:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="68"/>
        <source>Type a sentence and press Explain.</source>
        <translation>একটি বাক্য লিখে ‘ব্যাখ্যা করুন’ চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Subword pieces</source>
        <translation>সাবওয়ার্ড অংশ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="75"/>
        <source>Words</source>
        <translation>শব্দ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="76"/>
        <source>Colours span the values</source>
        <translation>রং মানগুলোর পরিসর জুড়ে</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="77"/>
        <source>Off: 0 to 1, comparable between tokens and heads</source>
        <translation>বন্ধ: ০ থেকে ১, টোকেন ও হেডের মধ্যে তুলনীয়</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="79"/>
        <source>Token:</source>
        <translation>টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="81"/>
        <source>Show:</source>
        <translation>দেখান:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="84"/>
        <source>Head:</source>
        <translation>হেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="94"/>
        <source>Heads that agree most (Kendall τ):</source>
        <translation>সবচেয়ে বেশি মেলে এমন হেড (কেন্ডাল τ):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="219"/>
        <source>Computing gradients…</source>
        <translation>গ্রেডিয়েন্ট গণনা চলছে…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/attribution_panel.cpp" line="232"/>
        <source>Explained %n token(s) of “%1”.</source>
        <translation>
            <numerusform>“%1”-এর %nটি টোকেন ব্যাখ্যা করা হয়েছে।</numerusform>
            <numerusform>“%1”-এর %nটি টোকেন ব্যাখ্যা করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="246"/>
        <source>Cancelled.</source>
        <translation>বাতিল হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="260"/>
        <source>Open a checkpoint (File ▸ Open) or take the model from training.</source>
        <translation>একটি চেকপয়েন্ট খুলুন (ফাইল ▸ খুলুন) অথবা প্রশিক্ষণ থেকে মডেলটি নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="271"/>
        <source> rather than %1</source>
        <translation> (%1-এর বদলে)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Heads were switched on or off on the Analyze page: explain again to see the attribution with them.</source>
        <translation>বিশ্লেষণ পৃষ্ঠায় হেড চালু বা বন্ধ করা হয়েছে: সেগুলোসহ অ্যাট্রিবিউশন দেখতে আবার ব্যাখ্যা করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>optional: a translation to explain (else the model&apos;s own, searched as on the Translate page)</source>
        <translation>ঐচ্ছিক: ব্যাখ্যা করার মতো একটি অনুবাদ (না হলে মডেলের নিজের, অনুবাদ পাতার মতো করে খোঁজা)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, so near 0 that a share says nothing: Σ scores misses it by %4 (nats).</source>
        <translation>ইন্টিগ্রেটেড গ্রেডিয়েন্ট, %1 ধাপ: Σ স্কোর = %2, f(x) − f(বেসলাইন) = %3, এত 0-এর কাছে যে একটি অংশ কিছুই বলে না: Σ স্কোর এটি থেকে %4 (ন্যাট) দূরে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="0"/>
        <source>The gap is above 5 % (or 0.05 nats): the sum is not yet complete (the gradient changes too fast along the path for these steps, e.g. where a ReLU switches). Raise the steps, e.g. to %1.</source>
        <translation>ফাঁক ৫ %-এর (বা 0.05 ন্যাটের) বেশি: যোগফল এখনও সম্পূর্ণ নয় (এই ধাপগুলোর জন্য পথ বরাবর গ্রেডিয়েন্ট খুব দ্রুত বদলায়, যেমন যেখানে কোনো ReLU বদলায়)। ধাপ বাড়ান, যেমন %1-এ।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>একটি বাক্য মডেলের পজিশন-সীমার চেয়ে দীর্ঘ ছিল, তাই কেটে ছোট করা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_panel.cpp" line="0"/>
        <source>Click: show the head beside the attribution. Double click or Enter: the explained pair&apos;s attention on Translate, at this head.</source>
        <translation>ক্লিক: অ্যাট্রিবিউশনের পাশে হেডটি দেখান। ডাবল ক্লিক বা এন্টার: অনুবাদ পাতায় ব্যাখ্যা করা জোড়ার অ্যাটেনশন, এই হেডে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/attribution_maps.cpp" line="1"/>
        <source>The gap is above 5 % (or 0.05 nats) even at the most steps (%1): read these scores as approximate (the gradient jumps along the path, e.g. where a ReLU switches).</source>
        <translation>সর্বোচ্চ ধাপেও (%1) ফাঁক ৫ % (বা 0.05 ন্যাট)-এর বেশি: এই স্কোরগুলোকে আনুমানিক হিসেবে পড়ুন (পথ বরাবর গ্রেডিয়েন্ট লাফ দেয়, যেমন যেখানে একটি ReLU পাল্টায়)।</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointPanel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="46"/>
        <source>No run yet: checkpoints appear here as training saves them.</source>
        <translation>এখনও কোনো রান নেই: প্রশিক্ষণ চেকপয়েন্ট সংরক্ষণ করলে সেগুলো এখানে দেখা যাবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="49"/>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="50"/>
        <source>Opens the checkpoint on every page: its curves (from its stored history) and settings here, its model on the Translate, Analyze and Learn pages.</source>
        <translation>চেকপয়েন্টটি সব পৃষ্ঠায় খোলে: এখানে তার বক্ররেখা (সংরক্ষিত ইতিহাস থেকে) ও সেটিংস, আর অনুবাদ, বিশ্লেষণ ও শিখুন পৃষ্ঠায় তার মডেল।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="51"/>
        <source>Resume training</source>
        <translation>প্রশিক্ষণ আবার শুরু করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="52"/>
        <source>Continues this run from the checkpoint, in its folder, with its own settings and data, up to Steps.</source>
        <translation>এই রানটি চেকপয়েন্ট থেকে, তার নিজের ফোল্ডারে, নিজস্ব সেটিংস ও ডেটা নিয়ে, &quot;ধাপ&quot;-এর মান পর্যন্ত চালিয়ে যায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="54"/>
        <source>Fine-tune (new run)</source>
        <translation>ফাইন-টিউন (নতুন রান)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="55"/>
        <source>Starts a new run from this checkpoint&apos;s weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page. Unlike Resume, the checkpoint&apos;s run is left as it is.</source>
        <translation>এই চেকপয়েন্টের ওজন, মডেল ও টোকেনাইজার থেকে একটি নতুন রান শুরু করে, নতুন অপটিমাইজার ও লার্নিং-রেট সূচি সহ, ডেটা পাতায় বেছে নেওয়া ডেটার উপর। রিজিউমের মতো নয়: চেকপয়েন্টের রান যেমন আছে তেমনই থাকে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="58"/>
        <source>Save as…</source>
        <translation>অন্য নামে সংরক্ষণ…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="59"/>
        <source>Copies the checkpoint to a file of your choice.</source>
        <translation>চেকপয়েন্টটি আপনার পছন্দের একটি ফাইলে কপি করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="64"/>
        <source>newest </source>
        <translation>সর্বশেষ </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="65"/>
        <source>Average</source>
        <translation>গড় করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="66"/>
        <source>Averages the weights of the newest k numbered checkpoints into a new weights-only checkpoint, as the paper does with the last 5 (base) or 20 (big) checkpoints (§6.1).</source>
        <translation>সর্বশেষ k-টি ক্রমিক চেকপয়েন্টের ওয়েট গড় করে একটি নতুন শুধু-ওয়েট চেকপয়েন্ট তৈরি করে, যেমনটি পেপারে শেষ 5টি (base) বা 20টি (big) চেকপয়েন্ট নিয়ে করা হয়েছে (§6.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="108"/>
        <source>Cannot average</source>
        <translation>গড় করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="122"/>
        <source>Run folder: %1</source>
        <translation>রান ফোল্ডার: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="174"/>
        <source>There is no checkpoint to save yet: training writes one at every evaluation and when it stops.</source>
        <translation>সংরক্ষণ করার মতো কোনো চেকপয়েন্ট এখনও নেই: প্রশিক্ষণ প্রতিটি মূল্যায়নে এবং থামার সময় একটি করে লেখে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="178"/>
        <source>%1 is the checkpoint itself; choose another name.</source>
        <translation>%1 তো চেকপয়েন্টটি নিজেই; অন্য একটি নাম বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="182"/>
        <source>A copy is being saved; wait until it is written.</source>
        <translation>একটি কপি সংরক্ষিত হচ্ছে; লেখা শেষ হওয়া পর্যন্ত অপেক্ষা করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="187"/>
        <source>Saving a copy of %1 as %2…</source>
        <translation>%1-এর একটি কপি %2 হিসেবে সংরক্ষিত হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="195"/>
        <source>Could not copy %1 to %2: %3</source>
        <translation>%1 থেকে %2-এ কপি করা যায়নি: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="201"/>
        <source>Could not write %1: %2</source>
        <translation>%1 লেখা যায়নি: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="217"/>
        <source>Saved a copy of %1 as %2</source>
        <translation>%1-এর একটি কপি %2 নামে সংরক্ষিত হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="224"/>
        <source>No checkpoint yet</source>
        <translation>এখনও কোনো চেকপয়েন্ট নেই</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="225"/>
        <source>This run has no checkpoint yet: training writes one at every evaluation and when it stops.</source>
        <translation>এই রানের এখনও কোনো চেকপয়েন্ট নেই: প্রশিক্ষণ প্রতিটি মূল্যায়নে এবং থামার সময় একটি করে লেখে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="228"/>
        <source>Save checkpoint as</source>
        <translation>চেকপয়েন্ট অন্য নামে সংরক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="230"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>চেকপয়েন্ট (*.ckpt);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="114"/>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="233"/>
        <source>Save failed</source>
        <translation>সংরক্ষণ ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="238"/>
        <source>An average is being computed; wait until it is written.</source>
        <translation>একটি গড় গণনা করা হচ্ছে; এটি লেখা শেষ হওয়া পর্যন্ত অপেক্ষা করুন।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="243"/>
        <source>Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 has %2. Lower k, or train longer (one is written at every evaluation).</source>
        <translation>
            <numerusform>সর্বশেষ %nটি গড় করতে %nটি ক্রমিক চেকপয়েন্ট (checkpoint-STEP.ckpt) লাগে; %1 ফোল্ডারে আছে %2টি। k কমান, অথবা আরও বেশি সময় প্রশিক্ষণ দিন (প্রতিটি মূল্যায়নে একটি করে লেখা হয়)।</numerusform>
            <numerusform>সর্বশেষ %nটি গড় করতে %nটি ক্রমিক চেকপয়েন্ট (checkpoint-STEP.ckpt) লাগে; %1 ফোল্ডারে আছে %2টি। k কমান, অথবা আরও বেশি সময় প্রশিক্ষণ দিন (প্রতিটি মূল্যায়নে একটি করে লেখা হয়)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="255"/>
        <source>Averaging %n checkpoints (steps %L1 to %L2) into %3…</source>
        <translation>
            <numerusform>%nটি চেকপয়েন্ট (ধাপ %L1 থেকে %L2) গড় করে %3-এ লেখা হচ্ছে…</numerusform>
            <numerusform>%nটি চেকপয়েন্ট (ধাপ %L1 থেকে %L2) গড় করে %3-এ লেখা হচ্ছে…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="246"/>
        <source>(none)</source>
        <translation>(কোনোটি নয়)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="276"/>
        <source>Averaging failed</source>
        <translation>গড় করা ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="281"/>
        <source>Wrote %1 (weights only: it translates, it does not resume)</source>
        <translation>%1 লেখা হয়েছে (শুধু ওয়েট: এটি দিয়ে অনুবাদ করা যায়, প্রশিক্ষণ আবার শুরু করা যায় না)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>A run is training: average its checkpoints after it stops.</source>
        <translation>একটি রান প্রশিক্ষণ চলছে: এটি থামার পরে এর চেকপয়েন্টগুলোর গড় নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_panel.cpp" line="0"/>
        <source>Checkpoints to average</source>
        <translation>গড় করার চেকপয়েন্ট</translation>
    </message>
</context>
<context>
    <name>studio::app::CheckpointTableModel</name>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="93"/>
        <source>unreadable</source>
        <translation>পড়া যায় না</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>training</source>
        <translation>প্রশিক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="94"/>
        <source>weights</source>
        <translation>ওয়েট</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="103"/>
        <source>%1, step %L2</source>
        <translation>%1, ধাপ %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="116"/>
        <source>Fine-tuned from %1 (its step %L2)</source>
        <translation>%1 থেকে ফাইন-টিউন করা (তার ধাপ %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="129"/>
        <source>File</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="130"/>
        <source>Kind</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="131"/>
        <source>Step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="132"/>
        <source>Dev BLEU</source>
        <translation>ডেভ BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="133"/>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="134"/>
        <source>Saved</source>
        <translation>সংরক্ষণের সময়</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="135"/>
        <source>Fine-tuned from</source>
        <translation>যেখান থেকে ফাইন-টিউন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/checkpoint_table_model.cpp" line="0"/>
        <source>BLEU of greedy translations of the dev set at an evaluation during training; attention-studio-cli evaluate --beam 1 on the same sentences gives it again, its default beam search can score the same checkpoint differently.</source>
        <translation>প্রশিক্ষণের সময় একটি মূল্যায়নে ডেভ সেটের লোভী অনুবাদের BLEU; একই বাক্যে attention-studio-cli evaluate --beam 1 এটি আবার দেয়, এর ডিফল্ট বিম সার্চ একই চেকপয়েন্টকে ভিন্ন নম্বর দিতে পারে।</translation>
    </message>
</context>
<context>
    <name>studio::app::ConfigDiffModel</name>
    <message>
        <location filename="../app/gui/runs/config_diff_model.cpp" line="31"/>
        <source>%1 differs from %2&apos;s %3</source>
        <translation>%1, %2-এর %3 থেকে আলাদা</translation>
    </message>
</context>
<context>
    <name>studio::app::DataPage</name>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="81"/>
        <source>The form has changed since the data was read: press Read data to use it.</source>
        <translation>ডেটা পড়ার পর ফর্মটি বদলেছে: এটি ব্যবহার করতে &quot;ডেটা পড়ুন&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="150"/>
        <source>Fine-tuning keeps the model&apos;s own tokenizer; this one is not used.</source>
        <translation>ফাইন-টিউনিং মডেলের নিজের টোকেনাইজার রাখে; এটি ব্যবহার হয় না।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="216"/>
        <source>The dataset of the last session could not be read again; the built-in numbers-de demo is shown instead.</source>
        <translation>গত সেশনের ডেটাসেট আবার পড়া যায়নি; তার বদলে অন্তর্নির্মিত numbers-de ডেমো দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="221"/>
        <source>The previous dataset, %1, stays in effect.</source>
        <translation>আগের ডেটাসেট, %1, কার্যকর থাকছে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="258"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; training pairs</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt;টি প্রশিক্ষণ-জোড়া</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt;টি প্রশিক্ষণ-জোড়া</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="260"/>
        <source> from %Ln records</source>
        <translation>
            <numerusform> %Lnটি রেকর্ড থেকে</numerusform>
            <numerusform> %Lnটি রেকর্ড থেকে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="262"/>
        <source>; %Ln skipped because a side is empty</source>
        <translation>
            <numerusform>; %Lnটি বাদ দেওয়া হয়েছে, কারণ একটি পাশ খালি</numerusform>
            <numerusform>; %Lnটি বাদ দেওয়া হয়েছে, কারণ একটি পাশ খালি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="267"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs, the demo&apos;s own</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt;টি ডেভ জোড়া, ডেমোর নিজস্ব</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt;টি ডেভ জোড়া, ডেমোর নিজস্ব</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="269"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; dev pairs from %1</source>
        <translation>
            <numerusform>%1 থেকে &lt;b&gt;%Ln&lt;/b&gt;টি ডেভ জোড়া</numerusform>
            <numerusform>%1 থেকে &lt;b&gt;%Ln&lt;/b&gt;টি ডেভ জোড়া</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="272"/>
        <source> (%Ln skipped because a side is empty)</source>
        <translation>
            <numerusform> (%Lnটি বাদ দেওয়া হয়েছে, কারণ একটি পাশ খালি)</numerusform>
            <numerusform> (%Lnটি বাদ দেওয়া হয়েছে, কারণ একটি পাশ খালি)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/data_page.cpp" line="274"/>
        <source>&lt;b&gt;%Ln&lt;/b&gt; of them held out as dev pairs when training starts</source>
        <translation>
            <numerusform>এর মধ্যে &lt;b&gt;%Ln&lt;/b&gt;টি প্রশিক্ষণ শুরু হলে ডেভ জোড়া হিসেবে আলাদা রাখা হবে</numerusform>
            <numerusform>এর মধ্যে &lt;b&gt;%Ln&lt;/b&gt;টি প্রশিক্ষণ শুরু হলে ডেভ জোড়া হিসেবে আলাদা রাখা হবে</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="276"/>
        <source>no dev pairs: too few training pairs to hold some out, so there is no dev BLEU</source>
        <translation>কোনো ডেভ জোড়া নেই: আলাদা রাখার মতো যথেষ্ট প্রশিক্ষণ-জোড়া নেই, তাই ডেভ BLEU হবে না</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="283"/>
        <source>&lt;b&gt;The data could not be read.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;ডেটা পড়া যায়নি।&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="291"/>
        <source>Reading %1…</source>
        <translation>%1 পড়া হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Translate English number words into German ones (0 to 999999), where German puts units before tens: “twenty-one” becomes “einundzwanzig”.</source>
        <translation>ইংরেজি সংখ্যা-শব্দকে জার্মানে অনুবাদ করা (0 থেকে 999999), যেখানে জার্মান ভাষা একককে দশকের আগে বসায়: “twenty-one” হয় “einundzwanzig”।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Rewrite English dates from 1900 to 2099 in ten styles as ISO 8601, e.g. “the 3rd of March, 2021” becomes “2021-03-03” (numeric dates are month/day/year, US style).</source>
        <translation>1900 থেকে 2099 সালের ইংরেজি তারিখ দশটি ধরনে ISO 8601 হিসেবে পুনর্লিখন করা, যেমন “the 3rd of March, 2021” হয় “2021-03-03” (সংখ্যায় লেখা তারিখ মাস/দিন/বছর, মার্কিন ধরনে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/data_page.cpp" line="1"/>
        <source>Reverse a sequence of 3 to 10 animal words, e.g. “cat dog fox” becomes “fox dog cat”.</source>
        <translation>3 থেকে 10টি প্রাণী-শব্দের একটি ক্রম উল্টে দেওয়া, যেমন “cat dog fox” হয় “fox dog cat”।</translation>
    </message>
</context>
<context>
    <name>studio::app::DatasetChooser</name>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="38"/>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="40"/>
        <source>Pick a dataset used before…</source>
        <translation>আগে ব্যবহৃত একটি ডেটাসেট বেছে নিন…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="44"/>
        <source>Built-in demo task</source>
        <translation>অন্তর্নির্মিত ডেমো টাস্ক</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="45"/>
        <source>Two line-aligned files</source>
        <translation>লাইন-মেলানো দুটি ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="46"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>TSV file</source>
        <translation>TSV ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="47"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines file</source>
        <translation>JSON Lines ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="56"/>
        <source>&amp;Read data</source>
        <translation>ডেটা পড়ুন (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="57"/>
        <source>Read the chosen files and show their pairs; the Train page then trains on them.</source>
        <translation>বেছে নেওয়া ফাইলগুলো পড়ে তাদের জোড়াগুলো দেখায়; এরপর প্রশিক্ষণ পাতা এগুলো দিয়ে প্রশিক্ষণ দেয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="61"/>
        <source>Recent:</source>
        <translation>সাম্প্রতিক:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="62"/>
        <source>Format:</source>
        <translation>ফরম্যাট:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="89"/>
        <source>Built-in tasks are generated in the program; nothing has to be downloaded.</source>
        <translation>অন্তর্নির্মিত টাস্কগুলো প্রোগ্রামের ভেতরেই তৈরি হয়; কিছুই ডাউনলোড করতে হয় না।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="90"/>
        <source>Task:</source>
        <translation>টাস্ক:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="97"/>
        <source>Text files (*.txt *.gz *.*)</source>
        <translation>টেক্সট ফাইল (*.txt *.gz *.*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="98"/>
        <source>Source-language file</source>
        <translation>উৎস-ভাষার ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="99"/>
        <source>Target-language file</source>
        <translation>লক্ষ্য-ভাষার ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="101"/>
        <source>Source file:</source>
        <translation>উৎস ফাইল:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="102"/>
        <source>Target file:</source>
        <translation>লক্ষ্য ফাইল:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="113"/>
        <source>Tab-separated files (*.tsv *.txt *.gz);;All files (*)</source>
        <translation>ট্যাব-বিভাজিত ফাইল (*.tsv *.txt *.gz);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="117"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="142"/>
        <source>source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="120"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="145"/>
        <source>target</source>
        <translation>লক্ষ্য</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="124"/>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="148"/>
        <source>File:</source>
        <translation>ফাইল:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="125"/>
        <source>Columns:</source>
        <translation>কলাম:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="136"/>
        <source>JSON Lines (*.jsonl *.json *.gz);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json *.gz);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="138"/>
        <source>e.g. en</source>
        <translation>যেমন en</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="140"/>
        <source>e.g. de</source>
        <translation>যেমন de</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="149"/>
        <source>Language keys:</source>
        <translation>ভাষার কী:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="167"/>
        <source>Generated by the program from a seed; nothing has to be downloaded.</source>
        <translation>একটি সিড থেকে প্রোগ্রাম নিজেই তৈরি করে; কিছুই ডাউনলোড করতে হয় না।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="168"/>
        <source>One sentence a line; line n of the target file translates line n of the source file (Moses, OPUS, Multi30k). Plain text or gzip.</source>
        <translation>প্রতি লাইনে একটি বাক্য; লক্ষ্য ফাইলের n-তম লাইন উৎস ফাইলের n-তম লাইনের অনুবাদ (Moses, OPUS, Multi30k)। সাধারণ টেক্সট বা gzip।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="170"/>
        <source>Tab-separated rows, columns counted from 1 (Anki and manythings exports: 1 and 2; Tatoeba pair exports: 2 and 4). Plain text or gzip.</source>
        <translation>ট্যাব-বিভাজিত সারি, কলাম গোনা হয় 1 থেকে (Anki ও manythings এক্সপোর্ট: 1 ও 2; Tatoeba জোড়া এক্সপোর্ট: 2 ও 4)। সাধারণ টেক্সট বা gzip।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="172"/>
        <source>One JSON object a line, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} or {&quot;en&quot;: …, &quot;de&quot;: …}; the keys name the languages. Plain text or gzip.</source>
        <translation>প্রতি লাইনে একটি JSON অবজেক্ট, {&quot;translation&quot;: {&quot;en&quot;: …, &quot;de&quot;: …}} অথবা {&quot;en&quot;: …, &quot;de&quot;: …}; কী-গুলো ভাষার নাম নির্দেশ করে। সাধারণ টেক্সট বা gzip।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="249"/>
        <source> · dev %L1 %</source>
        <translation> · ডেভ %L1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dataset_chooser.cpp" line="251"/>
        <source> · dev files</source>
        <translation> · ডেভ ফাইল</translation>
    </message>
</context>
<context>
    <name>studio::app::DevSetChooser</name>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="15"/>
        <source>Dev set</source>
        <translation>ডেভ সেট</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="16"/>
        <source>Pairs the model never trains on: dev loss and BLEU are measured on them during training.</source>
        <translation>যে জোড়াগুলো দিয়ে মডেল কখনো প্রশিক্ষণ নেয় না: প্রশিক্ষণের সময় এগুলোর উপর ডেভ লস ও BLEU মাপা হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="27"/>
        <source> % of the training pairs</source>
        <translation> % প্রশিক্ষণ-জোড়া</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="29"/>
        <source>Text files (*.txt *.tsv *.jsonl *.gz);;All files (*)</source>
        <translation>টেক্সট ফাইল (*.txt *.tsv *.jsonl *.gz);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="30"/>
        <source>Dev file</source>
        <translation>ডেভ ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="31"/>
        <source>Target-language dev file</source>
        <translation>লক্ষ্য-ভাষার ডেভ ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="32"/>
        <source>target:</source>
        <translation>লক্ষ্য:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="65"/>
        <source>the demo&apos;s own dev pairs</source>
        <translation>ডেমোর নিজস্ব ডেভ জোড়া</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="66"/>
        <source>1 % of the training pairs (at most 1000), held out when training starts</source>
        <translation>প্রশিক্ষণ-জোড়ার 1 % (সর্বোচ্চ 1000টি), প্রশিক্ষণ শুরু হলে আলাদা রাখা হয়</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="69"/>
        <source>source-language dev file</source>
        <translation>উৎস-ভাষার ডেভ ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="70"/>
        <source>dev file in the training data&apos;s format</source>
        <translation>প্রশিক্ষণ ডেটার ফরম্যাটে ডেভ ফাইল</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>&amp;Default</source>
        <translation>ডিফল্ট (&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Hold &amp;out</source>
        <translation>আলাদা রাখুন (&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Dev f&amp;iles</source>
        <translation>ডেভ ফাইল (&amp;I)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/dev_set_chooser.cpp" line="0"/>
        <source>Share held out</source>
        <translation>আলাদা রাখা অংশ</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentDialog</name>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="25"/>
        <source>New experiment</source>
        <translation>নতুন পরীক্ষা</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="27"/>
        <source>The experiment&apos;s folder in the runs folder; each run gets a folder inside it.</source>
        <translation>রান ফোল্ডারের ভেতরে পরীক্ষার ফোল্ডার; প্রতিটি রান এর ভেতরে নিজের ফোল্ডার পায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="30"/>
        <source>preset tiny on %1 (Data page)</source>
        <translation>প্রিসেট tiny, %1-এর উপর (ডেটা পাতা)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="31"/>
        <source>preset small on %1 (Data page)</source>
        <translation>প্রিসেট small, %1-এর উপর (ডেটা পাতা)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="32"/>
        <source>run %1 (%2, %3)</source>
        <translation>রান %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="33"/>
        <source>The settings every run starts from. A run as base also gives its data and its tokenizer.</source>
        <translation>যে সেটিং থেকে প্রতিটি রান শুরু হয়। ভিত্তি হিসেবে একটি রান তার ডেটা ও টোকেনাইজারও দেয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="35"/>
        <source>Table 3 in miniature (the paper&apos;s rows A–E)</source>
        <translation>ক্ষুদ্র আকারে সারণি ৩ (পেপারের সারি A–E)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="36"/>
        <source>Table 3, reduced (one variation per row group)</source>
        <translation>সারণি ৩, সংক্ষিপ্ত (প্রতি সারি-গোষ্ঠীতে একটি পরিবর্তন)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="37"/>
        <source>Custom grid</source>
        <translation>নিজস্ব গ্রিড</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="41"/>
        <source>Every run trains this many steps (not a time budget: the runs stay comparable and reproducible) and ends with a dev evaluation.</source>
        <translation>প্রতিটি রান এতগুলো ধাপ প্রশিক্ষণ নেয় (সময়সীমা নয়: রানগুলো তুলনীয় ও পুনরুৎপাদনযোগ্য থাকে) এবং একটি dev মূল্যায়ন দিয়ে শেষ হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="45"/>
        <source>Each variation this many times with seeds seed, seed+1, …: the spread between seeds says how large a difference must be to mean something.</source>
        <translation>প্রতিটি পরিবর্তন এতবার, seed, seed+1, … সিড দিয়ে: সিডগুলোর মধ্যে বিস্তার বলে দেয় একটি পার্থক্য কত বড় হলে তা অর্থবহ।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Setting</source>
        <translation>সেটিং</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="49"/>
        <source>Values (comma-separated)</source>
        <translation>মান (কমা দিয়ে আলাদা)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="52"/>
        <source>Add setting</source>
        <translation>সেটিং যোগ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="53"/>
        <source>Remove setting</source>
        <translation>সেটিং সরান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="61"/>
        <source>Every combination of these values is one run (the last setting changes fastest). Switches take 0 and 1.</source>
        <translation>এই মানগুলোর প্রতিটি সমন্বয় একটি রান (শেষ সেটিংটি সবচেয়ে দ্রুত বদলায়)। সুইচ 0 ও 1 নেয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="70"/>
        <source>Start</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="73"/>
        <source>Name:</source>
        <translation>নাম:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="74"/>
        <source>Base:</source>
        <translation>ভিত্তি:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="75"/>
        <source>Variations:</source>
        <translation>পরিবর্তন:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="76"/>
        <source>Steps per run:</source>
        <translation>প্রতি রানে ধাপ:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="77"/>
        <source>Seeds:</source>
        <translation>সিড:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="147"/>
        <source>the name must be a folder name (no slashes, not starting with a dot)</source>
        <translation>নামটি ফোল্ডারের নাম হতে হবে (স্ল্যাশ ছাড়া, বিন্দু দিয়ে শুরু নয়)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="149"/>
        <source>%1 already exists; choose another name</source>
        <translation>%1 আগে থেকেই আছে; অন্য নাম বেছে নিন</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="176"/>
        <source>%n run(s), %1 steps each, in %2: %3</source>
        <translation>
            <numerusform>%nটি রান, প্রতিটি %1 ধাপ, %2-এ: %3</numerusform>
            <numerusform>%nটি রান, প্রতিটি %1 ধাপ, %2-এ: %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_dialog.cpp" line="1"/>
        <source>%1=%2: a comma between digits could be a decimal comma or part two values; part the values with spaces or &apos;;&apos; (0,1; 0,2), or write decimal points (0.1, 0.2)</source>
        <translation>%1=%2: অঙ্কের মাঝের কমা দশমিক কমা হতে পারে, আবার দুটি মান আলাদাও করতে পারে; মানগুলো ফাঁকা জায়গা বা &apos;;&apos; দিয়ে আলাদা করুন (0,1; 0,2), অথবা দশমিক বিন্দু লিখুন (0.1, 0.2)</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentPanel</name>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="42"/>
        <source>As Table 3 of the paper: the base row in full, the other rows only the values they change (highlighted); seeds pooled as mean ± standard deviation; rank by dev PPL.</source>
        <translation>পেপারের সারণি ৩-এর মতো: ভিত্তি সারি পুরোটা, অন্য সারিগুলোতে শুধু যে মান বদলায় (হাইলাইট করা); সিডগুলো গড় ± আদর্শ বিচ্যুতি হিসেবে একত্রিত; dev PPL অনুযায়ী ক্রম।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="45"/>
        <source>Queue</source>
        <translation>সারি</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="46"/>
        <source>Table (one row per variation)</source>
        <translation>সারণি (প্রতি পরিবর্তনে একটি সারি)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="54"/>
        <source>runs: %v of %m</source>
        <translation>রান: %m-এর মধ্যে %v</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="56"/>
        <source>this run: step %v of %m</source>
        <translation>এই রান: %m-এর মধ্যে ধাপ %v</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="57"/>
        <source>New experiment…</source>
        <translation>নতুন পরীক্ষা…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="58"/>
        <source>Train a queue of runs around a base: the paper&apos;s Table 3 in miniature or your own grid.</source>
        <translation>একটি ভিত্তিকে ঘিরে রানের সারি প্রশিক্ষণ দিন: পেপারের সারণি ৩ ক্ষুদ্র আকারে বা নিজের গ্রিড।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="59"/>
        <source>Resume experiment…</source>
        <translation>পরীক্ষা আবার শুরু…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="60"/>
        <source>Go on with an experiment folder: finished runs are kept, an unfinished one resumes from its last checkpoint.</source>
        <translation>একটি পরীক্ষার ফোল্ডার নিয়ে এগিয়ে যান: শেষ হওয়া রান থাকে, অসমাপ্তটি তার শেষ চেকপয়েন্ট থেকে আবার শুরু হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="62"/>
        <source>Stop</source>
        <translation>থামান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="63"/>
        <source>Stops the run in training at its next batch (a checkpoint is saved); resume later.</source>
        <translation>প্রশিক্ষণরত রানটিকে পরের ব্যাচে থামায় (একটি চেকপয়েন্ট সংরক্ষিত হয়); পরে আবার শুরু করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="120"/>
        <source>%1: run %2 of %3, %4 (%5)</source>
        <translation>%1: %3-এর মধ্যে রান %2, %4 (%5)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="125"/>
        <source>No experiment yet: New experiment… trains a queue of runs that differ in one setting at a time and compares them here.</source>
        <translation>এখনও কোনো পরীক্ষা নেই: “নতুন পরীক্ষা…” একবারে একটি সেটিংয়ে ভিন্ন রানের সারি প্রশিক্ষণ দেয় এবং এখানে তুলনা করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="128"/>
        <source>%1 in %2: %3 of %4 runs finished</source>
        <translation>%2-এ %1: %4টির মধ্যে %3টি রান শেষ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="147"/>
        <source>Cannot start the experiment</source>
        <translation>পরীক্ষা শুরু করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="154"/>
        <source>Resume an experiment</source>
        <translation>একটি পরীক্ষা আবার শুরু</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="162"/>
        <source>Cannot resume the experiment</source>
        <translation>পরীক্ষা আবার শুরু করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>Training is running on the Train page: stop it there first.</source>
        <translation>প্রশিক্ষণ পাতায় প্রশিক্ষণ চলছে: আগে সেখানে থামান।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="0"/>
        <source>%1: reading the runs in %2…</source>
        <translation>%1: %2-এর রানগুলো পড়া হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_panel.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; a new experiment waits for it (or for another dataset chosen there).</source>
        <translation>ডেটা পাতা শেষ সেশনের ডেটাসেট, %1, পড়ছে; নতুন পরীক্ষা এর জন্য অপেক্ষা করছে (অথবা সেখানে বেছে নেওয়া অন্য কোনো ডেটাসেটের জন্য)।</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentQueueModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="37"/>
        <source>waiting</source>
        <translation>অপেক্ষমাণ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="38"/>
        <source>training</source>
        <translation>প্রশিক্ষণ চলছে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="39"/>
        <source>finished</source>
        <translation>শেষ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="40"/>
        <source>failed</source>
        <translation>ব্যর্থ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="41"/>
        <source>stopped</source>
        <translation>থামানো</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="54"/>
        <source>%1 of %2</source>
        <translation>%2-এর মধ্যে %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="71"/>
        <source>Run</source>
        <translation>রান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="72"/>
        <source>Changes</source>
        <translation>পরিবর্তন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="73"/>
        <source>State</source>
        <translation>অবস্থা</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="74"/>
        <source>Steps</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="75"/>
        <source>Dev PPL</source>
        <translation>ডেভ PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_queue_model.cpp" line="76"/>
        <source>Dev BLEU</source>
        <translation>ডেভ BLEU</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentRunner</name>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment stopped; resume it to go on from each run&apos;s last checkpoint.</source>
        <translation>পরীক্ষা থামানো হয়েছে; প্রতিটি রানের শেষ চেকপয়েন্ট থেকে এগোতে এটি আবার শুরু করুন।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="55"/>
        <source>An experiment is running.</source>
        <translation>একটি পরীক্ষা চলছে।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="82"/>
        <source>%1: %2 of %3 runs finished</source>
        <translation>%1: %3টির মধ্যে %2টি রান শেষ</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="93"/>
        <source>%1 does not record its dataset; choose another run or a preset.</source>
        <translation>%1 তার ডেটাসেট লিখে রাখেনি; অন্য রান বা একটি প্রিসেট বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="117"/>
        <source>Training is running; stop it before starting an experiment.</source>
        <translation>প্রশিক্ষণ চলছে; পরীক্ষা শুরুর আগে এটি থামান।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="121"/>
        <source>%1 is not empty; an experiment starts in a new folder (or resume the experiment in it).</source>
        <translation>%1 খালি নয়; পরীক্ষা নতুন ফোল্ডারে শুরু হয় (অথবা এর ভেতরের পরীক্ষাটি আবার শুরু করুন)।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="142"/>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="308"/>
        <source>Each run trains its own tokenizer: %1</source>
        <translation>প্রতিটি রান নিজের টোকেনাইজার প্রশিক্ষণ দেয়: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="155"/>
        <source>Training is running; stop it before resuming an experiment.</source>
        <translation>প্রশিক্ষণ চলছে; পরীক্ষা আবার শুরুর আগে এটি থামান।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="239"/>
        <source>Every run finished; summary in %1</source>
        <translation>সব রান শেষ; সারসংক্ষেপ %1-এ</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="241"/>
        <source>%1 run(s) failed; the others finished</source>
        <translation>%1টি রান ব্যর্থ; বাকিগুলো শেষ</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="253"/>
        <source>Experiment: run %1 of %2, %3, resumes at step %4</source>
        <translation>পরীক্ষা: %2-এর মধ্যে রান %1, %3, ধাপ %4 থেকে আবার শুরু</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="258"/>
        <source>Experiment: run %1 of %2, %3 (%4)</source>
        <translation>পরীক্ষা: %2-এর মধ্যে রান %1, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="284"/>
        <source>Experiment stopped during %1; resume it to go on from its last checkpoint.</source>
        <translation>%1 চলাকালীন পরীক্ষা থামানো হয়েছে; শেষ চেকপয়েন্ট থেকে এগোতে আবার শুরু করুন।</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="289"/>
        <source>Experiment: run %1 did not finish: %2; the next run starts</source>
        <translation>পরীক্ষা: রান %1 শেষ হয়নি: %2; পরের রান শুরু হচ্ছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="316"/>
        <source>Experiment summary: skipped %1</source>
        <translation>পরীক্ষার সারসংক্ষেপ: %1 বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="318"/>
        <source>Experiment summary not written: %1</source>
        <translation>পরীক্ষার সারসংক্ষেপ লেখা হয়নি: %1</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 পড়া যায় না (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>%1 failed (%2)</source>
        <translation>%1 ব্যর্থ হয়েছে (%2)</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>cannot read the data file %1</source>
        <translation>ডেটা ফাইল %1 পড়া যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/bridge/runs/experiment_runner.cpp" line="0"/>
        <source>Experiment: %1</source>
        <translation>পরীক্ষা: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::ExperimentTableModel</name>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="52"/>
        <source>as in the base row: %1</source>
        <translation>ভিত্তি সারির মতো: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="65"/>
        <source>%1 of %2</source>
        <translation>%2-এর মধ্যে %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="83"/>
        <source>steps</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="84"/>
        <source>dev PPL</source>
        <translation>ডেভ PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="85"/>
        <source>dev BLEU</source>
        <translation>ডেভ BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="86"/>
        <source>params ×10⁶</source>
        <translation>প্যারামিটার ×10⁶</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="87"/>
        <source>rank</source>
        <translation>ক্রম</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="88"/>
        <source>seeds</source>
        <translation>সিড</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>The steps each run of the row is planned to train (Table 3&apos;s train steps)</source>
        <translation>সারির প্রতিটি রান যত ধাপ প্রশিক্ষণের পরিকল্পনা করেছে (সারণি ৩-এর train steps)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%1 of %2 (+%3 not pooled)</source>
        <translation>%2টির মধ্যে %1 (+%3টি গড়ে ধরা হয়নি)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/experiment_table_model.cpp" line="1"/>
        <source>%n finished run(s) of this row trained another number of steps than %1 (resumed with more): left out of its mean, which would mix models of different lengths.</source>
        <translation>
            <numerusform>এই সারির %nটি শেষ হওয়া রান %1 ছাড়া অন্য সংখ্যক ধাপ প্রশিক্ষণ নিয়েছে (আরও ধাপ দিয়ে আবার চালানো): গড় থেকে বাদ, নইলে ভিন্ন দৈর্ঘ্যের মডেল মিশে যেত।</numerusform>
            <numerusform>এই সারির %nটি শেষ হওয়া রান %1 ছাড়া অন্য সংখ্যক ধাপ প্রশিক্ষণ নিয়েছে (আরও ধাপ দিয়ে আবার চালানো): গড় থেকে বাদ, নইলে ভিন্ন দৈর্ঘ্যের মডেল মিশে যেত।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::ExplanationSection</name>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="20"/>
        <source>&lt;h3&gt;Is attention an explanation?&lt;/h3&gt;&lt;p&gt;An attention map shows where a head looked, and it is tempting to read it as the reason for a word. Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) compared attention weights with gradient-based importance and found that they often rank the input differently, and that other attention maps can give the same output. Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) answered that it depends on what one means by explanation and on the model. Gradient attribution asks the model directly: integrated gradients (Sundararajan et al. 2017) follows the gradient of log p(token) from a neutral input (the source and target pieces&apos; embeddings set to zero; positions, BOS and EOS kept) to the real one, and its scores add up to the change of log p.&lt;/p&gt;&lt;p&gt;Below, for one token of the current sentence: its integrated gradients over the source, and the cross-attention row of the head that agrees most with them. Kendall&apos;s τ is 1 when a head ranks the source pieces (BOS and EOS left out) exactly as the attribution does, 0 when its order is unrelated.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;অ্যাটেনশন কি ব্যাখ্যা?&lt;/h3&gt;&lt;p&gt;একটি অ্যাটেনশন ম্যাপ দেখায় একটি হেড কোথায় তাকিয়েছিল, আর একে একটি শব্দের কারণ হিসেবে পড়তে ইচ্ছে করে। Jain &amp;amp; Wallace (2019, &lt;i&gt;Attention is not Explanation&lt;/i&gt;) অ্যাটেনশনের ওজনকে গ্রেডিয়েন্ট-ভিত্তিক গুরুত্বের সঙ্গে তুলনা করে দেখেন যে দুটো প্রায়ই ইনপুটকে ভিন্নভাবে সাজায়, আর অন্য অ্যাটেনশন ম্যাপও একই আউটপুট দিতে পারে। Wiegreffe &amp;amp; Pinter (2019, &lt;i&gt;Attention is not not Explanation&lt;/i&gt;) উত্তরে বলেন, তা নির্ভর করে ব্যাখ্যা বলতে কী বোঝানো হচ্ছে এবং মডেলের ওপর। গ্রেডিয়েন্ট অ্যাট্রিবিউশন সরাসরি মডেলকে জিজ্ঞেস করে: ইন্টিগ্রেটেড গ্রেডিয়েন্টস (Sundararajan et al. 2017) একটি নিরপেক্ষ ইনপুট (উৎস ও লক্ষ্য পিসগুলোর এমবেডিং শূন্য করা; অবস্থান, BOS ও EOS রাখা) থেকে আসল ইনপুট পর্যন্ত log p(টোকেন)-এর গ্রেডিয়েন্ট অনুসরণ করে, আর এর স্কোরগুলোর যোগফল log p-এর পরিবর্তনের সমান।&lt;/p&gt;&lt;p&gt;নিচে, বর্তমান বাক্যের একটি টোকেনের জন্য: উৎসের ওপর এর ইন্টিগ্রেটেড গ্রেডিয়েন্টস, আর যে হেড এর সঙ্গে সবচেয়ে বেশি মেলে তার ক্রস-অ্যাটেনশন সারি। কোনো হেড উৎস-পিসগুলো (BOS ও EOS বাদে) ঠিক অ্যাট্রিবিউশনের মতো সাজালে কেন্ডালের τ হয় ১, আর তার ক্রম সম্পর্কহীন হলে ০।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="37"/>
        <source>Explain the current sentence</source>
        <translation>বর্তমান বাক্যটি ব্যাখ্যা করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="40"/>
        <source>Token:</source>
        <translation>টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="43"/>
        <source>Nothing explained yet.</source>
        <translation>এখনও কিছু ব্যাখ্যা করা হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="84"/>
        <source>The source is too short to compare rankings.</source>
        <translation>ক্রম তুলনা করার জন্য উৎসটি খুব ছোট।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="99"/>
        <source>integrated gradients</source>
        <translation>ইন্টিগ্রেটেড গ্রেডিয়েন্টস</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>input × gradient</source>
        <translation>ইনপুট × গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="100"/>
        <source>saliency</source>
        <translation>স্যালিয়েন্সি</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>attribution</source>
        <translation>অ্যাট্রিবিউশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="101"/>
        <source>head %1.%2</source>
        <translation>হেড %1.%2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="102"/>
        <source>Why “%1”: attribution and attention over the source</source>
        <translation>কেন “%1”: উৎসের ওপর অ্যাট্রিবিউশন ও অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="103"/>
        <source>source token</source>
        <translation>উৎস টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="104"/>
        <source>share of |source score| / weight</source>
        <translation>|উৎস স্কোর|-এর ভাগ / ওজন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="106"/>
        <source>Cross-attention head %1 of layer %2 agrees most with %3 (τ = %4); the median cross head reaches τ = %5. Where τ is low, the attention map is not the reason for this token.</source>
        <translation>লেয়ার %2-এর ক্রস-অ্যাটেনশন হেড %1 %3-এর সঙ্গে সবচেয়ে বেশি মেলে (τ = %4); মধ্যক ক্রস হেডের τ = %5। যেখানে τ কম, সেখানে অ্যাটেনশন ম্যাপ এই টোকেনের কারণ নয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>Working out integrated gradients of every token of the greedy translation of “%1”…</source>
        <translation>“%1”-এর গ্রিডি অনুবাদের প্রতিটি টোকেনের ইন্টিগ্রেটেড গ্রেডিয়েন্ট হিসাব করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>%L1 of %L2 gradient evaluations (%L3 %).</source>
        <translation>%L2টির মধ্যে %L1টি গ্রেডিয়েন্ট মূল্যায়ন (%L3 %)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_explanation.cpp" line="0"/>
        <source>Token</source>
        <translation>টোকেন</translation>
    </message>
</context>
<context>
    <name>studio::app::FileField</name>
    <message>
        <location filename="../app/gui/file_field.cpp" line="13"/>
        <source>Path of a file (plain text or .gz)</source>
        <translation>একটি ফাইলের পাথ (সাধারণ টেক্সট বা .gz)</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 আগে থেকেই আছে। এটি প্রতিস্থাপন করবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the file?</source>
        <translation>ফাইলটি প্রতিস্থাপন করবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Replace the files?</source>
        <translation>ফাইলগুলো প্রতিস্থাপন করবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>%1 already holds %2. Replace them?</source>
        <translation>%1-এ আগে থেকেই %2 আছে। প্রতিস্থাপন করবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/file_field.cpp" line="0"/>
        <source>Browse… (F4)</source>
        <translation>ব্রাউজ… (F4)</translation>
    </message>
</context>
<context>
    <name>studio::app::HeadsSection</name>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="17"/>
        <source>&lt;h3&gt;Which heads matter&lt;/h3&gt;&lt;p&gt;The paper gives every layer h = 8 heads so that each can attend to “information from different representation subspaces at different positions” (§3.2.2). Later work measured what they do. Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) switched heads off one at a time with a gate ξ on each head&apos;s output and found that most can go with little loss, while encoder–decoder attention is the most sensitive to pruning. Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) found that a few specialised heads do the heavy lifting: positional heads that look at the previous or next token, and a head that attends to the rarest word. Garg et al. (2019) read word alignments off cross-attention, best from the mean of the penultimate layer.&lt;/p&gt;&lt;p&gt;The Analyze page measures all of this on the open model; the heads it found most needed are listed here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;কোন হেডগুলো গুরুত্বপূর্ণ&lt;/h3&gt;&lt;p&gt;পেপারটি প্রতিটি লেয়ারে h = 8টি হেড দেয়, যাতে প্রতিটি “বিভিন্ন অবস্থানে বিভিন্ন রিপ্রেজেন্টেশন সাবস্পেস থেকে তথ্যে” মনোযোগ দিতে পারে (§3.2.2)। পরের গবেষণা মেপেছে তারা কী করে। Michel, Levy &amp;amp; Neubig (2019, &lt;i&gt;Are Sixteen Heads Really Better than One?&lt;/i&gt;) প্রতিটি হেডের আউটপুটে একটি গেট ξ দিয়ে একে একে হেড বন্ধ করে দেখেছেন যে বেশিরভাগ হেড সামান্য ক্ষতিতে সরানো যায়, আর এনকোডার–ডিকোডার অ্যাটেনশন ছাঁটাইয়ে সবচেয়ে সংবেদনশীল। Voita et al. (2019, &lt;i&gt;Analyzing Multi-Head Self-Attention&lt;/i&gt;) দেখেছেন যে অল্প কয়েকটি বিশেষায়িত হেড মূল কাজ করে: আগের বা পরের টোকেনের দিকে তাকানো অবস্থানভিত্তিক হেড, এবং সবচেয়ে বিরল শব্দে মনোযোগ দেওয়া একটি হেড। Garg et al. (2019) ক্রস-অ্যাটেনশন থেকে শব্দ অ্যালাইনমেন্ট পড়েছেন, শেষের আগের লেয়ারের গড় থেকে সবচেয়ে ভালো।&lt;/p&gt;&lt;p&gt;বিশ্লেষণ পাতা খোলা মডেলে এসব মাপে; যে হেডগুলো সবচেয়ে দরকারি পাওয়া গেছে সেগুলো এখানে তালিকাভুক্ত।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="33"/>
        <location filename="../app/gui/learn/learn_heads.cpp" line="53"/>
        <source>No heads measured yet.</source>
        <translation>এখনও কোনো হেড মাপা হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Attention</source>
        <translation>অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Layer</source>
        <translation>লেয়ার</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Head</source>
        <translation>হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>Δ dev loss (token NLL) without it</source>
        <translation>এটি ছাড়া Δ ডেভ লস (টোকেন NLL)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="38"/>
        <source>What it attends to</source>
        <translation>এটি কীসে মনোযোগ দেয়</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="44"/>
        <source>Measure the heads on the Analyze page</source>
        <translation>বিশ্লেষণ পাতায় হেডগুলো মাপুন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="60"/>
        <source>Over %1 pairs (%2): removing any one of %3 of the %4 heads raises the dev loss by more than 0.01 nats per token; the dev loss (token NLL) of the whole model is %5.</source>
        <translation>%1টি জোড়ায় (%2): %4টি হেডের মধ্যে %3টির যেকোনো একটি সরালে ডেভ লস প্রতি টোকেনে 0.01 ন্যাটের বেশি বাড়ে; পুরো মডেলের ডেভ লস (টোকেন NLL) %5।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>encoder self</source>
        <translation>এনকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>decoder self</source>
        <translation>ডিকোডার সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="67"/>
        <source>cross</source>
        <translation>ক্রস-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="73"/>
        <source>no single rule (confidence %1, entropy %2 nats)</source>
        <translation>কোনো একক নিয়ম নেই (আস্থা %1, এনট্রপি %2 ন্যাট)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>The heads were measured on %1 (the Analyze page&apos;s model), not on the model this page shows: its heads are not measured. Open it on the Translate page and measure them there.</source>
        <translation>হেডগুলো মাপা হয়েছে %1-এ (বিশ্লেষণ পাতার মডেল), এই পাতা যে মডেল দেখাচ্ছে তাতে নয়: তার হেডগুলো মাপা হয়নি। অনুবাদ পাতায় সেটি খুলে সেখানে মাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_heads.cpp" line="0"/>
        <source>the run in training at step %1</source>
        <translation>প্রশিক্ষণে থাকা রানের %1 ধাপে</translation>
    </message>
</context>
<context>
    <name>studio::app::HyperparameterForm</name>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="74"/>
        <source>d_model: the width of every layer&apos;s output (§3, Table 3). Must be a multiple of the number of heads.</source>
        <translation>d_model: প্রতিটি লেয়ারের আউটপুটের প্রস্থ (§3, সারণি 3)। এটি হেড সংখ্যার গুণিতক হতে হবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="76"/>
        <source>h: parallel attention heads, each of width d_k = d_v = d_model / h (§3.2.2).</source>
        <translation>h: সমান্তরাল অ্যাটেনশন হেডের সংখ্যা, প্রতিটির প্রস্থ d_k = d_v = d_model / h (§3.2.2)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="77"/>
        <source>d_k: each head&apos;s query and key width; auto = d_model / h (§3.2.2; Table 3, row B varies it alone).</source>
        <translation>d_k: প্রতিটি হেডের কোয়েরি ও কি-এর প্রস্থ; auto = d_model / h (§3.2.2; টেবিল ৩-এর সারি B কেবল এটিই বদলায়)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="79"/>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="81"/>
        <source>auto</source>
        <translation>স্বয়ংক্রিয়</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="80"/>
        <source>d_v: each head&apos;s value width; auto = d_model / h (§3.2.2).</source>
        <translation>d_v: প্রতিটি হেডের ভ্যালুর প্রস্থ; auto = d_model / h (§3.2.2)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="82"/>
        <source>N: identical layers in the encoder stack (§3.1; 6 in the paper).</source>
        <translation>N: এনকোডার স্ট্যাকে একই রকম লেয়ারের সংখ্যা (§3.1; পেপারে 6)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="83"/>
        <source>N: identical layers in the decoder stack (§3.1; 6 in the paper).</source>
        <translation>N: ডিকোডার স্ট্যাকে একই রকম লেয়ারের সংখ্যা (§3.1; পেপারে 6)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="84"/>
        <source>d_ff: inner width of the position-wise feed-forward network (§3.3).</source>
        <translation>d_ff: পজিশন-ভিত্তিক ফিড-ফরওয়ার্ড নেটওয়ার্কের ভেতরের প্রস্থ (§3.3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="85"/>
        <source>P_drop: dropout on each sub-layer&apos;s output and on the embedding sums (§5.4).</source>
        <translation>P_drop: প্রতিটি সাব-লেয়ারের আউটপুটে এবং এমবেডিং যোগফলে ড্রপআউট (§5.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="87"/>
        <source>Dropout on the attention weights. Not in the paper; PyTorch&apos;s nn.Transformer applies it.</source>
        <translation>অ্যাটেনশন ওয়েটের উপর ড্রপআউট। পেপারে নেই; PyTorch-এর nn.Transformer এটি প্রয়োগ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="89"/>
        <source>Dropout on the feed-forward network&apos;s hidden ReLU output. Not in the paper; tensor2tensor and PyTorch&apos;s nn.Transformer apply it.</source>
        <translation>ফিড-ফরোয়ার্ড নেটওয়ার্কের লুকানো ReLU আউটপুটে ড্রপআউট। পেপারে নেই; tensor2tensor ও PyTorch-এর nn.Transformer এটি প্রয়োগ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="92"/>
        <source>The longest sequence the positional encoding covers (§3.5).</source>
        <translation>পজিশনাল এনকোডিং সর্বোচ্চ যত দীর্ঘ সিকোয়েন্স কভার করে (§3.5)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>Pre-norm</source>
        <translation>প্রি-নর্ম</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="93"/>
        <source>x + Sublayer(LayerNorm(x)) instead of the paper&apos;s LayerNorm(x + Sublayer(x)) (§3.1); trains more stably when deep.</source>
        <translation>পেপারের LayerNorm(x + Sublayer(x))-এর বদলে x + Sublayer(LayerNorm(x)) (§3.1); গভীর মডেলে আরও স্থিতিশীলভাবে প্রশিক্ষিত হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned positions</source>
        <translation>শেখা পজিশন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="95"/>
        <source>Learned position embeddings instead of the sinusoids (§3.5; Table 3, row E: nearly identical).</source>
        <translation>সাইনুসয়েডের বদলে শেখা পজিশন এমবেডিং (§3.5; সারণি 3, সারি E: প্রায় অভিন্ন ফল)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>Shared embeddings</source>
        <translation>শেয়ার্ড এমবেডিং</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="97"/>
        <source>One embedding matrix for source and target, possible with the joint vocabulary (§3.4).</source>
        <translation>উৎস ও লক্ষ্যের জন্য একটিই এমবেডিং ম্যাট্রিক্স, যৌথ শব্দভান্ডার থাকলে সম্ভব (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>Tied output</source>
        <translation>টাইড আউটপুট</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="99"/>
        <source>The pre-softmax projection reuses the target embedding matrix (§3.4).</source>
        <translation>সফটম্যাক্সের আগের প্রজেকশন লক্ষ্য এমবেডিং ম্যাট্রিক্সটিই পুনরায় ব্যবহার করে (§3.4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="101"/>
        <source>epsilon of layer normalisation (PyTorch&apos;s default 1e-5).</source>
        <translation>লেয়ার নরমালাইজেশনের epsilon (PyTorch-এর ডিফল্ট 1e-5)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="103"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="104"/>
        <source>Heads (h):</source>
        <translation>হেড (h):</translation>
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
        <translation>এনকোডার লেয়ার (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="108"/>
        <source>Decoder layers (N):</source>
        <translation>ডিকোডার লেয়ার (N):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="109"/>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="110"/>
        <source>Dropout:</source>
        <translation>ড্রপআউট:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="111"/>
        <source>Attention dropout:</source>
        <translation>অ্যাটেনশন ড্রপআউট:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="112"/>
        <source>ReLU dropout:</source>
        <translation>ReLU ড্রপআউট:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="113"/>
        <source>Max positions:</source>
        <translation>সর্বোচ্চ পজিশন:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="114"/>
        <source>Layer-norm epsilon:</source>
        <translation>লেয়ার-নর্ম epsilon:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="122"/>
        <source>warmup_steps: the learning rate rises linearly for this many steps, then decays as 1/sqrt(step) (§5.3, Eq. 3).</source>
        <translation>warmup_steps: এতগুলো ধাপ পর্যন্ত লার্নিং রেট রৈখিকভাবে বাড়ে, তারপর 1/sqrt(step) অনুপাতে কমে (§5.3, সমীকরণ 3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="124"/>
        <source>A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper&apos;s.</source>
        <translation>সমীকরণ 3-এর লার্নিং রেটের উপর একটি গুণক (§5.3); পেপারের মান 1।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="125"/>
        <source>Adam&apos;s beta_1 (§5.3: 0.9).</source>
        <translation>Adam-এর beta_1 (§5.3: 0.9)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="126"/>
        <source>Adam&apos;s beta_2 (§5.3: 0.98).</source>
        <translation>Adam-এর beta_2 (§5.3: 0.98)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="127"/>
        <source>Adam&apos;s epsilon (§5.3: 1e-9).</source>
        <translation>Adam-এর epsilon (§5.3: 1e-9)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="128"/>
        <source>epsilon_ls: label smoothing (§5.4); the paper uses 0.1.</source>
        <translation>epsilon_ls: লেবেল স্মুদিং (§5.4); পেপারে 0.1 ব্যবহার করা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="129"/>
        <source>Clip the gradient&apos;s global norm to this value; 0 = off (not in the paper).</source>
        <translation>গ্রেডিয়েন্টের গ্লোবাল নর্ম এই মানে সীমিত (ক্লিপ) করুন; 0 = বন্ধ (পেপারে নেই)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="131"/>
        <source>Batches whose gradients are summed before each optimiser step: a larger effective batch on a small machine (the paper&apos;s batches held ~25000 tokens, §5.1).</source>
        <translation>যতগুলো ব্যাচের গ্রেডিয়েন্ট প্রতিটি অপটিমাইজার ধাপের আগে যোগ করা হয়: ছোট মেশিনে বড় কার্যকর ব্যাচ (পেপারের ব্যাচে ~25000 টোকেন ছিল, §5.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="135"/>
        <source>Warm-up steps:</source>
        <translation>ওয়ার্ম-আপ ধাপ:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="136"/>
        <source>Learning-rate factor:</source>
        <translation>লার্নিং রেট গুণক:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="137"/>
        <source>Adam beta_1:</source>
        <translation>Adam-এর beta_1:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="138"/>
        <source>Adam beta_2:</source>
        <translation>Adam-এর beta_2:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="139"/>
        <source>Adam epsilon:</source>
        <translation>Adam-এর epsilon:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="140"/>
        <source>Label smoothing:</source>
        <translation>লেবেল স্মুদিং:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="141"/>
        <source>Gradient clipping:</source>
        <translation>গ্রেডিয়েন্ট ক্লিপিং:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="142"/>
        <source>Accumulate batches:</source>
        <translation>ব্যাচ অ্যাকুমুলেশন:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="150"/>
        <source>Tokens per batch, padding included; pairs of similar length are batched together (§5.1).</source>
        <translation>প্রতি ব্যাচে টোকেন সংখ্যা, প্যাডিংসহ; কাছাকাছি দৈর্ঘ্যের জোড়াগুলো একই ব্যাচে রাখা হয় (§5.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="152"/>
        <source>Pairs with a side longer than this many tokens are left out of training.</source>
        <translation>যে জোড়ার কোনো এক পাশে এর চেয়ে বেশি টোকেন আছে, সেগুলো প্রশিক্ষণ থেকে বাদ দেওয়া হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="153"/>
        <source>Dev sentences translated for BLEU at each evaluation; 0 = all.</source>
        <translation>প্রতিটি মূল্যায়নে BLEU-এর জন্য যতগুলো ডেভ বাক্য অনুবাদ করা হয়; 0 = সবগুলো।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="154"/>
        <source>Numbered checkpoints kept on disk; older ones are deleted (last.ckpt always stays).</source>
        <translation>ডিস্কে রাখা ক্রমিক চেকপয়েন্টের সংখ্যা; পুরোনোগুলো মুছে ফেলা হয় (last.ckpt সবসময় থাকে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="159"/>
        <source>Vocabulary size:</source>
        <translation>শব্দভান্ডারের আকার:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="160"/>
        <source>Tokens per batch:</source>
        <translation>প্রতি ব্যাচে টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="161"/>
        <source>Longest pair (tokens):</source>
        <translation>দীর্ঘতম জোড়া (টোকেন):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="162"/>
        <source>BLEU sentences:</source>
        <translation>BLEU বাক্য:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="163"/>
        <source>Checkpoints kept:</source>
        <translation>রাখা চেকপয়েন্ট:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="164"/>
        <source>Seed:</source>
        <translation>সিড:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>The tokenizer trained on the Data page has %L1 pieces: the run uses it as it is. Without one there, the size is chosen here.</source>
        <translation>ডেটা পাতায় প্রশিক্ষিত টোকেনাইজারে %L1টি টুকরো আছে: রানটি এটিকে যেমন আছে তেমনই ব্যবহার করে। সেখানে না থাকলে আকার এখানে বেছে নেওয়া হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Seed of the initial weights, the batch order, dropout, a demo task&apos;s pairs and the held-out dev pairs (the Data page shows those of this seed): the same seed gives the same run.</source>
        <translation>প্রাথমিক ওয়েট, ব্যাচের ক্রম, ড্রপআউট, একটি ডেমো কাজের জোড়া ও আলাদা রাখা ডেভ জোড়ার সিড (ডেটা পাতা এই সিডের জোড়াগুলো দেখায়): একই সিড একই রান দেয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/hyperparameter_form.cpp" line="0"/>
        <source>Size of the joint SentencePiece vocabulary (a unigram model) of both languages (§5.1 used 37000 byte-pair pieces); lowered automatically when the data is small.</source>
        <translation>দুই ভাষার যৌথ SentencePiece শব্দভান্ডারের (একটি ইউনিগ্রাম মডেল) আকার (§5.1-এ 37000টি বাইট-পেয়ার পিস ব্যবহৃত হয়েছে); ডেটা কম হলে স্বয়ংক্রিয়ভাবে কমানো হয়।</translation>
    </message>
</context>
<context>
    <name>studio::app::ImportDialog</name>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="30"/>
        <source>Import a PyTorch model</source>
        <translation>PyTorch মডেল ইমপোর্ট করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="32"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a PyTorch checkpoint. Attention Studio opens models of the from-scratch tutorial design (build_transformer, older and newer versions) with their word-level tokenizers, and saves them as its own checkpoint.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; একটি PyTorch চেকপয়েন্ট। Attention Studio শূন্য থেকে লেখা টিউটোরিয়াল নকশার মডেল (build_transformer, পুরোনো ও নতুন সংস্করণ) তাদের শব্দভিত্তিক টোকেনাইজারসহ খোলে এবং নিজের চেকপয়েন্ট হিসেবে সংরক্ষণ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="39"/>
        <source>Tokenizers (*.json);;All files (*)</source>
        <translation>টোকেনাইজার (*.json);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="40"/>
        <source>Source language tokenizer</source>
        <translation>উৎস ভাষার টোকেনাইজার</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="41"/>
        <source>Target language tokenizer</source>
        <translation>লক্ষ্য ভাষার টোকেনাইজার</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="45"/>
        <source>The number of attention heads h the model was built with. The file does not record it; build_transformer&apos;s default is 8.</source>
        <translation>মডেলটি যতগুলো অ্যাটেনশন হেড h দিয়ে তৈরি হয়েছিল। ফাইলে এটি লেখা থাকে না; build_transformer-এর ডিফল্ট 8।</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Save the imported model as</source>
        <translation>ইমপোর্ট করা মডেল সংরক্ষণ করুন এই নামে</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="47"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>চেকপয়েন্ট (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="52"/>
        <source>Source tokenizer:</source>
        <translation>উৎস টোকেনাইজার:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="53"/>
        <source>Target tokenizer:</source>
        <translation>লক্ষ্য টোকেনাইজার:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="54"/>
        <source>Heads:</source>
        <translation>হেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="55"/>
        <source>Save as:</source>
        <translation>সংরক্ষণের নাম:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/import_dialog.cpp" line="64"/>
        <source>Found %n tokenizer file(s) beside the checkpoint; check which one is the source.</source>
        <translation>
            <numerusform>চেকপয়েন্টের পাশে %nটি টোকেনাইজার ফাইল পাওয়া গেছে; কোনটি উৎস ভাষার তা যাচাই করুন।</numerusform>
            <numerusform>চেকপয়েন্টের পাশে %nটি টোকেনাইজার ফাইল পাওয়া গেছে; কোনটি উৎস ভাষার তা যাচাই করুন।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="68"/>
        <source>Choose the tokenizer_{language}.json files the model was trained with.</source>
        <translation>মডেলটি যে tokenizer_{ভাষা}.json ফাইলগুলো দিয়ে প্রশিক্ষিত হয়েছিল সেগুলো বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="73"/>
        <source>Import</source>
        <translation>ইমপোর্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="74"/>
        <source>Import and fine-tune</source>
        <translation>ইমপোর্ট ও ফাইন-টিউন</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="75"/>
        <source>After the import, prepares a new training run that starts from the imported model (Train page), on the data chosen on the Data page.</source>
        <translation>ইমপোর্টের পরে ইমপোর্ট করা মডেল থেকে শুরু হওয়া একটি নতুন প্রশিক্ষণ রান প্রস্তুত করে (প্রশিক্ষণ পাতা), ডেটা পাতায় বেছে নেওয়া ডেটার উপর।</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="95"/>
        <source>Choose both tokenizer files and where to save the model.</source>
        <translation>দুটি টোকেনাইজার ফাইল এবং মডেল কোথায় সংরক্ষণ হবে তা বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="100"/>
        <source>Importing…</source>
        <translation>ইমপোর্ট হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/import_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>এখনও রূপান্তর চলছে: চেকপয়েন্ট লেখা হলে ডায়ালগটি বন্ধ হবে।</translation>
    </message>
</context>
<context>
    <name>studio::app::KeptTokenizerNote</name>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="36"/>
        <source>Fine-tuning %1: counting how much of this data its tokenizer knows…</source>
        <translation>%1 ফাইন-টিউনিং: এর টোকেনাইজার এই ডেটার কতটা চেনে তা গোনা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="64"/>
        <source>Fine-tuning %1: its tokenizer could not be read: %2</source>
        <translation>%1 ফাইন-টিউনিং: এর টোকেনাইজার পড়া যায়নি: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>word-level</source>
        <translation>শব্দ-ভিত্তিক</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="70"/>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="71"/>
        <source>Fine-tuning %1 keeps its %2 tokenizer. On this data it encodes &lt;b&gt;%L3 %&lt;/b&gt; of the tokens as unknown (%6): source %L4 %, target %L5 %.</source>
        <translation>%1 ফাইন-টিউনিং তার %2 টোকেনাইজার রাখে। এই ডেটায় এটি &lt;b&gt;%L3 %&lt;/b&gt; টোকেনকে অজানা (%6) হিসেবে এনকোড করে: উৎস %L4 %, লক্ষ্য %L5 %।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/kept_tokenizer_note.cpp" line="78"/>
        <source>That is above 5 %: the model cannot read or write those words, so fine-tuning on this data will teach it little about them. Choose data in the languages and vocabulary it was trained on, or train a new model with its own tokenizer.</source>
        <translation>এটি ৫ %-এর বেশি: মডেল ওই শব্দগুলো পড়তে বা লিখতে পারে না, তাই এই ডেটায় ফাইন-টিউনিং সেগুলো সম্পর্কে সামান্যই শেখাবে। যে ভাষা ও শব্দভান্ডারে এটি প্রশিক্ষিত সেই ডেটা বেছে নিন, অথবা নিজস্ব টোকেনাইজারসহ নতুন মডেল প্রশিক্ষণ দিন।</translation>
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
        <translation>&quot;%1&quot; ফোল্ডারটি তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="90"/>
        <source>The demo&apos;s training stopped (its loss diverged).</source>
        <translation>ডেমোর প্রশিক্ষণ থেমে গেছে (এর লস অপসারী হয়েছে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="95"/>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; লেখা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo is being trained by another Attention Studio (%1). Open a checkpoint, or come back to this page when it has finished.</source>
        <translation>অন্য একটি Attention Studio বিল্ট-ইন ডেমোটি প্রশিক্ষণ দিচ্ছে (%1)। একটি চেকপয়েন্ট খুলুন, অথবা সেটি শেষ হলে এই পাতায় ফিরে আসুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_demo.cpp" line="1"/>
        <source>The built-in demo cannot be trained: %1</source>
        <translation>বিল্ট-ইন ডেমোটি প্রশিক্ষণ দেওয়া যাচ্ছে না: %1</translation>
    </message>
</context>
<context>
    <name>studio::app::LearnPage</name>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s table (its pe buffer) in Marian&apos;s layout: the sines of every frequency first, then the cosines, %2, not the interleaved order above; first %1 positions.</source>
        <translation>খোলা মডেলের টেবিল (এর pe বাফার) Marian-এর বিন্যাসে: আগে সব ফ্রিকোয়েন্সির সাইন, তারপর কোসাইন, %2, ওপরের পর্যায়ক্রমিক বিন্যাস নয়; প্রথম %1টি অবস্থান।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="56"/>
        <source>Sentence:</source>
        <translation>বাক্য:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="58"/>
        <source>The source sentence the attention section works through (the Translate page&apos;s last sentence when there is one).</source>
        <translation>অ্যাটেনশন অংশটি যে উৎস বাক্য নিয়ে হিসাব করে (অনুবাদ পাতার শেষ বাক্য, যদি থাকে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="61"/>
        <source>Show</source>
        <translation>দেখাও</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="63"/>
        <source>Follow the run in training</source>
        <translation>চলমান প্রশিক্ষণ অনুসরণ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="65"/>
        <source>While the Train page trains, show the model of that run: a snapshot of its weights at every validation, labelled with its step.</source>
        <translation>প্রশিক্ষণ পাতা যখন প্রশিক্ষণ দেয়, সেই রানের মডেল দেখান: প্রতিটি যাচাইয়ে তার ওজনের একটি স্ন্যাপশট, তার ধাপসহ।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="71"/>
        <source>Architecture</source>
        <translation>আর্কিটেকচার</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="72"/>
        <source>Positional encoding</source>
        <translation>অবস্থানগত এনকোডিং</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="73"/>
        <source>Scaled dot-product attention</source>
        <translation>স্কেলড ডট-প্রোডাক্ট অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="74"/>
        <source>Multi-head attention</source>
        <translation>মাল্টি-হেড অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="75"/>
        <source>Masking</source>
        <translation>মাস্কিং</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="76"/>
        <source>Feed-forward and layer norm</source>
        <translation>ফিড-ফরওয়ার্ড ও লেয়ার নর্ম</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="77"/>
        <source>Training</source>
        <translation>প্রশিক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="78"/>
        <source>Which heads matter</source>
        <translation>কোন হেডগুলো গুরুত্বপূর্ণ</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="79"/>
        <source>Is attention an explanation?</source>
        <translation>অ্যাটেনশন কি ব্যাখ্যা?</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="207"/>
        <source>Opening %1…</source>
        <translation>%1 খোলা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="264"/>
        <source>No model is open. The built-in demo (numbers-de) will be trained in the background when the run on the Train page ends; or open a checkpoint.</source>
        <translation>কোনো মডেল খোলা নেই। প্রশিক্ষণ পাতার রান শেষ হলে অন্তর্নির্মিত ডেমো (numbers-de) পটভূমিতে প্রশিক্ষিত হবে; অথবা একটি চেকপয়েন্ট খুলুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="271"/>
        <source>No model is open: training the built-in demo (numbers-de) in the background…</source>
        <translation>কোনো মডেল খোলা নেই: অন্তর্নির্মিত ডেমো (numbers-de) পটভূমিতে প্রশিক্ষিত হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="292"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights. Its training waits until the run on the Train page ends.</source>
        <translation>&lt;b&gt;অপ্রশিক্ষিত মডেল&lt;/b&gt;: অন্তর্নির্মিত ডেমো (numbers-de) তার এলোমেলো প্রাথমিক ওজনসহ। প্রশিক্ষণ পাতার রান শেষ না হওয়া পর্যন্ত এর প্রশিক্ষণ অপেক্ষা করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="297"/>
        <source>&lt;b&gt;Untrained model&lt;/b&gt;: the built-in demo (numbers-de) with its random initial weights, so the numbers below show a model that has learned nothing yet. It is being trained in the background (step %1 of %2); the page switches to the trained model when it is ready.</source>
        <translation>&lt;b&gt;অপ্রশিক্ষিত মডেল&lt;/b&gt;: এলোমেলো প্রাথমিক ওজনসহ অন্তর্নির্মিত ডেমো (numbers-de), তাই নিচের সংখ্যাগুলো এমন এক মডেলের যা এখনও কিছুই শেখেনি। এটি পটভূমিতে প্রশিক্ষিত হচ্ছে (ধাপ %1, মোট %2); প্রশিক্ষিত মডেল তৈরি হলে পাতাটি সেটিতে চলে যায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="306"/>
        <source>Model: the run in training, at step %1 (d_model %2, %3 heads, %4 encoder and %5 decoder layers); every validation brings its newer weights. Every number below is this model&apos;s.</source>
        <translation>মডেল: চলমান প্রশিক্ষণ রান, ধাপ %1-এ (d_model %2, %3টি হেড, %4টি এনকোডার ও %5টি ডিকোডার লেয়ার); প্রতিটি যাচাই তার নতুন ওজন আনে। নিচের প্রতিটি সংখ্যা এই মডেলের।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="314"/>
        <source>The built-in demo (numbers-de), trained in the background.</source>
        <translation>অন্তর্নির্মিত ডেমো (numbers-de), পটভূমিতে প্রশিক্ষিত।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="316"/>
        <source>Model: %1 (step %2, d_model %3, %4 heads, %5 encoder and %6 decoder layers). Every number below is this model&apos;s.</source>
        <translation>মডেল: %1 (ধাপ %2, d_model %3, %4টি হেড, %5টি এনকোডার ও %6টি ডিকোডার স্তর)। নিচের প্রতিটি সংখ্যা এই মডেলের।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="336"/>
        <source>The open model&apos;s table (its pe buffer), first %1 positions.</source>
        <translation>খোলা মডেলের সারণি (এর pe বাফার), প্রথম %1টি অবস্থান।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="344"/>
        <source>No model is open. Open a checkpoint or train one to see the model&apos;s own numbers; until then the sections that need no model follow the Train page&apos;s settings.</source>
        <translation>কোনো মডেল খোলা নেই। মডেলের নিজস্ব সংখ্যা দেখতে একটি চেকপয়েন্ট খুলুন বা একটি প্রশিক্ষণ দিন; ততক্ষণ যে অংশগুলোর মডেল লাগে না সেগুলো প্রশিক্ষণ পাতার সেটিংস অনুসরণ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="237"/>
        <location filename="../app/gui/learn/learn_page.cpp" line="346"/>
        <source>The checkpoint could not be opened: %1</source>
        <translation>চেকপয়েন্টটি খোলা যায়নি: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="347"/>
        <source>The demo could not be trained: %1</source>
        <translation>ডেমোটি প্রশিক্ষণ দেওয়া যায়নি: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="350"/>
        <source>Computed by the engine&apos;s formula for d_model = %1 (the Train page&apos;s setting).</source>
        <translation>d_model = %1-এর জন্য ইঞ্জিনের সূত্র দিয়ে গণনা করা (প্রশিক্ষণ পাতার সেটিং)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="413"/>
        <source>Open a checkpoint or train one to see the model&apos;s own shapes and parameters.</source>
        <translation>মডেলের নিজস্ব আকৃতি ও প্যারামিটার দেখতে একটি চেকপয়েন্ট খুলুন বা একটি প্রশিক্ষণ দিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="436"/>
        <source>Open a checkpoint or train one to see the model&apos;s own numbers.</source>
        <translation>মডেলের নিজস্ব সংখ্যা দেখতে একটি চেকপয়েন্ট খুলুন বা একটি প্রশিক্ষণ দিন।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The %n head(s) switched off on the Analyze page are on here: this page shows the whole model.</source>
        <translation>
            <numerusform>বিশ্লেষণ পাতায় বন্ধ করা %nটি হেড এখানে চালু: এই পাতা পুরো মডেল দেখায়।</numerusform>
            <numerusform>বিশ্লেষণ পাতায় বন্ধ করা %nটি হেড এখানে চালু: এই পাতা পুরো মডেল দেখায়।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Working out this model&apos;s numbers…</source>
        <translation>এই মডেলের সংখ্যাগুলো হিসাব করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The sentence is longer than the model&apos;s %1 positions: every section works on its first pieces, as the model would.</source>
        <translation>বাক্যটি মডেলের %1টি অবস্থানের চেয়ে লম্বা: মডেলের মতোই প্রতিটি অংশ এর প্রথম টুকরোগুলো নিয়ে কাজ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The open model&apos;s learned positions (Table 3, row E): the encoder&apos;s table (the decoder learns its own), first %1 positions.</source>
        <translation>খোলা মডেলের শেখা অবস্থানগুলো (সারণি ৩, সারি E): এনকোডারের সারণি (ডিকোডার নিজেরটি শেখে), প্রথম %1টি অবস্থান।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>The built-in demo&apos;s training was stopped (Preferences). Open a checkpoint, or train a model on the Train page.</source>
        <translation>অন্তর্নির্মিত ডেমোর প্রশিক্ষণ থামানো হয়েছে (পছন্দসমূহ)। একটি চেকপয়েন্ট খুলুন, অথবা প্রশিক্ষণ পাতায় একটি মডেল প্রশিক্ষণ দিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="0"/>
        <source>Sentence</source>
        <translation>বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page.cpp" line="1"/>
        <source>The Train page has learned positions on (Table 3, row E): a new model learns its table, which holds no numbers before training. Shown instead: the paper&apos;s formula for d_model = %1.</source>
        <translation>প্রশিক্ষণ পাতায় শেখা অবস্থান চালু আছে (টেবিল ৩, সারি E): নতুন মডেল তার টেবিল শেখে, প্রশিক্ষণের আগে যাতে কোনো সংখ্যা থাকে না। তার বদলে দেখানো হচ্ছে: d_model = %1-এর জন্য পেপারের সূত্র।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_page_model.cpp" line="1"/>
        <source>Model: the run&apos;s weights at step %1, its last validation (d_model %2, %3 heads, %4 encoder and %5 decoder layers); the run has ended. Every number below is this model&apos;s.</source>
        <translation>মডেল: ধাপ %1-এ রানের ওজন, তার শেষ যাচাই (d_model %2, %3টি হেড, %4টি এনকোডার ও %5টি ডিকোডার লেয়ার); রানটি শেষ হয়েছে। নিচের প্রতিটি সংখ্যা এই মডেলের।</translation>
    </message>
</context>
<context>
    <name>studio::app::LengthHistogram</name>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="60"/>
        <source>Sentence lengths (training pairs)</source>
        <translation>বাক্যের দৈর্ঘ্য (প্রশিক্ষণ-জোড়া)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="67"/>
        <source>sentences</source>
        <translation>বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="84"/>
        <source>length in tokens (the trained tokenizer&apos;s pieces)</source>
        <translation>টোকেনে দৈর্ঘ্য (প্রশিক্ষিত টোকেনাইজারের পিস)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="85"/>
        <source>length in words (split at spaces; no tokenizer trained yet)</source>
        <translation>শব্দে দৈর্ঘ্য (স্পেসে ভাগ করা; এখনও কোনো টোকেনাইজার প্রশিক্ষিত হয়নি)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="95"/>
        <source>%1 (mean %L2, longest %L3)</source>
        <translation>%1 (গড় %L2, দীর্ঘতম %L3)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="104"/>
        <source>%1, bins of %L2</source>
        <translation>%1, প্রতিটি বিনের প্রস্থ %L2</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="97"/>
        <source>source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="98"/>
        <source>target</source>
        <translation>লক্ষ্য</translation>
    </message>
    <message>
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>Every pair fits the Train page&apos;s longest pair (%L1 tokens)</source>
        <translation>প্রতিটি জোড়া ট্রেন পাতার দীর্ঘতম জোড়ার (%L1 টোকেন) মধ্যে পড়ে</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/length_histogram.cpp" line="1"/>
        <source>%Ln pair(s) will be left out of training:
a side is longer than the Train page&apos;s longest pair (%L1 tokens, dashed)</source>
        <translation>
            <numerusform>%Lnটি জোড়া প্রশিক্ষণে বাদ যাবে:
এক পাশ ট্রেন পাতার দীর্ঘতম জোড়ার (%L1 টোকেন, ড্যাশ রেখা) চেয়ে লম্বা</numerusform>
            <numerusform>%Lnটি জোড়া প্রশিক্ষণে বাদ যাবে:
এক পাশ ট্রেন পাতার দীর্ঘতম জোড়ার (%L1 টোকেন, ড্যাশ রেখা) চেয়ে লম্বা</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a Hugging Face model folder</source>
        <translation>Hugging Face মডেল ফোল্ডার খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>A Marian (OPUS-MT) model folder, e.g. a clone of Helsinki-NLP/opus-mt-en-de: converted once into a checkpoint beside your runs.</source>
        <translation>একটি Marian (OPUS-MT) মডেল ফোল্ডার, যেমন Helsinki-NLP/opus-mt-en-de-এর একটি ক্লোন: একবার আপনার রানগুলোর পাশে একটি চেকপয়েন্টে রূপান্তরিত হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Open a &amp;Hugging Face model folder…</source>
        <translation>একটি &amp;Hugging Face মডেল ফোল্ডার খুলুন…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="46"/>
        <source>Attention Studio</source>
        <translation>Attention Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="58"/>
        <source>Experiment</source>
        <translation>পরীক্ষা</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="63"/>
        <source>Data</source>
        <translation>ডেটা</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="64"/>
        <source>Train</source>
        <translation>প্রশিক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="65"/>
        <source>Translate</source>
        <translation>অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="66"/>
        <source>Learn</source>
        <translation>শিখুন</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="67"/>
        <source>Analyze</source>
        <translation>বিশ্লেষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="68"/>
        <source>Runs</source>
        <translation>রান</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="83"/>
        <source>Built-in demo: English number words to German. Press Train.</source>
        <translation>অন্তর্নির্মিত ডেমো: ইংরেজি সংখ্যাবাচক শব্দ থেকে জার্মান। &quot;প্রশিক্ষণ দিন&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <source>Resume the experiment?</source>
        <translation>পরীক্ষা আবার শুরু করবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="154"/>
        <source>The experiment in %1 was not finished when the app closed (%2). Resume it now? Each run goes on from its last checkpoint.</source>
        <translation>অ্যাপ বন্ধ হওয়ার সময় %1-এর পরীক্ষা শেষ হয়নি (%2)। এখন আবার শুরু করবেন? প্রতিটি রান তার শেষ চেকপয়েন্ট থেকে এগোবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="161"/>
        <source>Runs &gt; Resume experiment… goes on with %1 later.</source>
        <translation>রান &gt; “পরীক্ষা আবার শুরু…” পরে %1 নিয়ে এগোবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <source>Cannot resume the experiment</source>
        <translation>পরীক্ষা আবার শুরু করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="190"/>
        <source>&amp;File</source>
        <translation>ফাইল (&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="192"/>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Edit</source>
        <translation>সম্পাদনা (&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <source>&amp;Preferences…</source>
        <translation>পছন্দসমূহ (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="198"/>
        <source>&amp;View</source>
        <translation>প্রদর্শন (&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Data</source>
        <translation>ডেটা (&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Train</source>
        <translation>প্রশিক্ষণ (&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>T&amp;ranslate</source>
        <translation>অনুবাদ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Learn</source>
        <translation>শিখুন (&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>&amp;Analyze</source>
        <translation>বিশ্লেষণ (&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="199"/>
        <source>R&amp;uns</source>
        <translation>রান (&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;About Attention Studio</source>
        <translation>Attention Studio সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>About &amp;Qt</source>
        <translation>Qt সম্পর্কে (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="216"/>
        <source>About Attention Studio</source>
        <translation>Attention Studio সম্পর্কে</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="217"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;A desktop tool for learning, teaching and inspecting the Transformer of &lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, SentencePiece and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Attention Is All You Need&lt;/i&gt; (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser ও Polosukhin, NeurIPS 2017, arXiv:1706.03762)-এর ট্রান্সফরমার শেখা, শেখানো ও খুঁটিয়ে দেখার জন্য একটি ডেস্কটপ টুল, LibTorch দিয়ে একেবারে গোড়া থেকে তৈরি।&lt;/p&gt;&lt;p&gt;GNU General Public License, সংস্করণ 3 বা তার পরবর্তী সংস্করণের অধীনে মুক্ত সফটওয়্যার। এটি Qt, LibTorch, SentencePiece ও QCustomPlot (GPL-3.0) ব্যবহার করে।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="238"/>
        <source>Stop the experiment and quit? The current step ends and a checkpoint is saved; the next start offers to resume the experiment.</source>
        <translation>পরীক্ষা থামিয়ে বন্ধ করবেন? চলতি ধাপ শেষ হবে এবং একটি চেকপয়েন্ট সংরক্ষিত হবে; পরের বার শুরুতে পরীক্ষাটি আবার শুরুর প্রস্তাব আসবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="241"/>
        <source>Training is running</source>
        <translation>প্রশিক্ষণ চলছে</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="240"/>
        <source>Stop training and quit? The current step ends and a checkpoint is saved.</source>
        <translation>প্রশিক্ষণ থামিয়ে প্রস্থান করবেন? বর্তমান ধাপটি শেষ হবে এবং একটি চেকপয়েন্ট সংরক্ষিত হবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="253"/>
        <source>&amp;Open checkpoint…</source>
        <translation>চেকপয়েন্ট খুলুন (&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="255"/>
        <source>Open &amp;Recent</source>
        <translation>সাম্প্রতিক খুলুন (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <source>&amp;Save checkpoint as…</source>
        <translation>চেকপয়েন্ট অন্য নামে সংরক্ষণ (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="260"/>
        <source>Copies the selected checkpoint, or the run&apos;s newest, to a file of your choice.</source>
        <translation>নির্বাচিত চেকপয়েন্টটি, অথবা রানের সর্বশেষটি, আপনার পছন্দের একটি ফাইলে কপি করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="278"/>
        <source>Open checkpoint</source>
        <translation>চেকপয়েন্ট খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="279"/>
        <source>Checkpoints (*.ckpt);;PyTorch checkpoints of the tutorial design (*.pt *.pth);;All files (*)</source>
        <translation>চেকপয়েন্ট (*.ckpt);;টিউটোরিয়াল নকশার PyTorch চেকপয়েন্ট (*.pt *.pth);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="299"/>
        <source>Cannot open the checkpoint</source>
        <translation>চেকপয়েন্টটি খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>You stopped the experiment in %1 (%2). Resume it now? Each unfinished run goes on from its last checkpoint.</source>
        <translation>আপনি %1-এর পরীক্ষাটি থামিয়েছিলেন (%2)। এখন আবার চালাবেন? প্রতিটি অসমাপ্ত রান তার শেষ চেকপয়েন্ট থেকে চলবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Converted %1 into %2</source>
        <translation>%1 রূপান্তরিত হয়ে %2 হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>No recent checkpoints</source>
        <translation>সাম্প্রতিক কোনো চেকপয়েন্ট নেই</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Not a model folder</source>
        <translation>মডেল ফোল্ডার নয়</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>%1 has no config.json: it is not a Hugging Face model folder. Choose the folder of a Marian (OPUS-MT) model, e.g. a clone of Helsinki-NLP/opus-mt-en-de.</source>
        <translation>%1-এ config.json নেই: এটি Hugging Face মডেল ফোল্ডার নয়। একটি Marian (OPUS-MT) মডেলের ফোল্ডার বেছে নিন, যেমন Helsinki-NLP/opus-mt-en-de-এর একটি ক্লোন।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Dataset: %1, as last time.</source>
        <translation>ডেটাসেট: %1, গতবারের মতো।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="0"/>
        <source>Pages</source>
        <translation>পাতাগুলো</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>Reading the dataset of the last session, %1…</source>
        <translation>শেষ সেশনের ডেটাসেট, %1, পড়া হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The dataset of the last session, %1, could not be read again: the Data page says why.</source>
        <translation>শেষ সেশনের ডেটাসেট, %1, আবার পড়া যায়নি: ডেটা পাতায় কারণ বলা আছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="1"/>
        <source>The experiment in %1 is running in another Attention Studio.</source>
        <translation>%1-এর পরীক্ষাটি অন্য একটি Attention Studio-তে চলছে।</translation>
    </message>
</context>
<context>
    <name>studio::app::MaskingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="36"/>
        <source>&lt;h3&gt;Masking (§3.2.3)&lt;/h3&gt;&lt;p&gt;The decoder predicts one token after another, so while training it must not look at the tokens it has to predict. Its self-attention therefore adds a mask to the scores QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt; before the softmax: 0 where query i may look at key j (j ≤ i, on and below the diagonal) and −∞ above it. exp(−∞) = 0, so the future keys get weight exactly 0 and the softmax spreads the whole weight over the keys that remain. Below, the mask for the decoder input of the open model&apos;s translation of the sentence, then one row of one head before and after masking.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;মাস্কিং (§3.2.3)&lt;/h3&gt;&lt;p&gt;ডিকোডার একটির পর একটি টোকেন অনুমান করে, তাই প্রশিক্ষণের সময় যে টোকেনগুলো তাকে অনুমান করতে হবে সেগুলোর দিকে সে তাকাতে পারে না। তাই এর সেলফ-অ্যাটেনশন সফটম্যাক্সের আগে স্কোর QK&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;-এর সাথে একটি মাস্ক যোগ করে: যেখানে কোয়েরি i কী j-এর দিকে তাকাতে পারে (j ≤ i, কর্ণের উপর ও নিচে) সেখানে 0, আর তার উপরে −∞। exp(−∞) = 0, তাই ভবিষ্যতের কীগুলো ঠিক 0 ওজন পায় এবং সফটম্যাক্স পুরো ওজন বাকি কীগুলোর মধ্যে ভাগ করে দেয়। নিচে খোলা মডেলের করা বাক্যটির অনুবাদের ডিকোডার ইনপুটের মাস্ক, তারপর একটি হেডের একটি সারি মাস্কিংয়ের আগে ও পরে।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="49"/>
        <source>Decoder layer:</source>
        <translation>ডিকোডার স্তর:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="50"/>
        <source>Head:</source>
        <translation>হেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="51"/>
        <source>Query token:</source>
        <translation>কোয়েরি টোকেন:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="89"/>
        <source>Greedy translation: “%1”. The decoder input is %2 followed by the translation&apos;s tokens but the last (teacher forcing): %n position(s), so the mask has %n row(s) and %n column(s).</source>
        <translation>
            <numerusform>গ্রিডি অনুবাদ: “%1”। ডিকোডার ইনপুট হলো %2, তারপর শেষটি ছাড়া অনুবাদের টোকেনগুলো (টিচার ফোর্সিং): %n টি অবস্থান, তাই মাস্কে %n টি সারি ও %n টি কলাম আছে।</numerusform>
            <numerusform>গ্রিডি অনুবাদ: “%1”। ডিকোডার ইনপুট হলো %2, তারপর শেষটি ছাড়া অনুবাদের টোকেনগুলো (টিচার ফোর্সিং): %n টি অবস্থান, তাই মাস্কে %n টি সারি ও %n টি কলাম আছে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="95"/>
        <source>The mask below shows the first %1 of them; the row further down has every key.</source>
        <translation>নিচের মাস্কে এর প্রথম %1টি দেখানো হয়েছে; আরও নিচের সারিতে প্রতিটি কী আছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>Key token</source>
        <translation>কী টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="126"/>
        <source>softmax before masking</source>
        <translation>মাস্কিংয়ের আগে সফটম্যাক্স</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>mask</source>
        <translation>মাস্ক</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="127"/>
        <source>softmax after masking</source>
        <translation>মাস্কিংয়ের পরে সফটম্যাক্স</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_masking.cpp" line="139"/>
        <source>Sum</source>
        <translation>যোগফল</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_masking.cpp" line="153"/>
        <source>Query “%1” may see keys 0 to %2. Without the mask the %n future key(s) would get %3 of the weight; with it they get exactly 0, and the remaining weights are divided by %4 so that they sum to 1 again.</source>
        <translation>
            <numerusform>কোয়েরি “%1” কী 0 থেকে %2 পর্যন্ত দেখতে পারে। মাস্ক ছাড়া %n টি ভবিষ্যৎ কী ওজনের %3 পেত; মাস্ক থাকলে তারা ঠিক 0 পায়, এবং বাকি ওজনগুলোকে %4 দিয়ে ভাগ করা হয় যাতে তাদের যোগফল আবার 1 হয়।</numerusform>
            <numerusform>কোয়েরি “%1” কী 0 থেকে %2 পর্যন্ত দেখতে পারে। মাস্ক ছাড়া %n টি ভবিষ্যৎ কী ওজনের %3 পেত; মাস্ক থাকলে তারা ঠিক 0 পায়, এবং বাকি ওজনগুলোকে %4 দিয়ে ভাগ করা হয় যাতে তাদের যোগফল আবার 1 হয়।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::app::MultiHeadSection</name>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="31"/>
        <source>Encoder layer:</source>
        <translation>এনকোডার স্তর:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="32"/>
        <source>Query token:</source>
        <translation>কোয়েরি টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="74"/>
        <source>Shapes for this sentence (S = %1 tokens, h = %2 heads, d_k = %3, d_v = %4, d_model = %5): Q and K split into heads (1, %2, %1, %3), V (1, %2, %1, %4); attention weights (1, %2, %1, %1); each head&apos;s output (1, %1, %4); concatenated (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); the result (1, %1, %5).</source>
        <translation>এই বাক্যের জন্য আকৃতি (S = %1টি টোকেন, h = %2টি হেড, d_k = %3, d_v = %4, d_model = %5): হেডে ভাগ করা Q ও K (1, %2, %1, %3), V (1, %2, %1, %4); অ্যাটেনশন ওজন (1, %2, %1, %1); প্রতিটি হেডের আউটপুট (1, %1, %4); জোড়া লাগানো (1, %1, %6); W&lt;sup&gt;O&lt;/sup&gt; (%6, %5); ফলাফল (1, %1, %5)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="92"/>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="114"/>
        <source>head %1</source>
        <translation>হেড %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Dimension</source>
        <translation>মাত্রা</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Head</source>
        <translation>হেড</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>Concat(heads)</source>
        <translation>Concat(হেডগুলো)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="126"/>
        <source>The engine&apos;s output</source>
        <translation>ইঞ্জিনের আউটপুট</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="140"/>
        <source>Colours: blue below 0, red above 0, each row on its own scale. Computed here from the heads and W&lt;sup&gt;O&lt;/sup&gt;, and by the engine&apos;s forward pass: they differ by at most %1.</source>
        <translation>রং: 0-এর নিচে নীল, 0-এর উপরে লাল, প্রতিটি সারি নিজস্ব স্কেলে। এখানে হেডগুলো ও W&lt;sup&gt;O&lt;/sup&gt; থেকে গণনা করা হয়েছে, আর ইঞ্জিনের নিজের ফরওয়ার্ড পাস দিয়েও: দুটির পার্থক্য সর্বোচ্চ %1।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_multihead.cpp" line="0"/>
        <source>&lt;h3&gt;Multi-head attention (§3.2.2)&lt;/h3&gt;&lt;p&gt;Instead of one attention over d_model dimensions, the model runs h smaller ones in parallel, each on its own projection of the queries and keys to d_k dimensions and of the values to d_v (the paper takes d_k = d_v = d_model / h; the numbers below say this model&apos;s). Each head can attend to different things. Their outputs are concatenated (h · d_v numbers) and mixed back to d_model by one more matrix, W&lt;sup&gt;O&lt;/sup&gt;: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;. Below, every head of one encoder layer for one query token, numbered from 0 as on every page.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;মাল্টি-হেড অ্যাটেনশন (§3.2.2)&lt;/h3&gt;&lt;p&gt;d_model টি মাত্রার উপর একটি অ্যাটেনশনের বদলে মডেল h টি ছোট অ্যাটেনশন সমান্তরালে চালায়, প্রতিটি কোয়েরি ও কী-এর নিজস্ব প্রজেকশনের উপর, যার মাত্রা d_k, এবং ভ্যালুর প্রজেকশনের উপর, যার মাত্রা d_v (পেপারে d_k = d_v = d_model / h; নিচের সংখ্যাগুলো এই মডেলেরটি বলে)। প্রতিটি হেড ভিন্ন ভিন্ন জিনিসে মনোযোগ দিতে পারে। তাদের আউটপুটগুলো জোড়া হয় (h · d_v টি সংখ্যা) এবং আরও একটি ম্যাট্রিক্স, W&lt;sup&gt;O&lt;/sup&gt;, দিয়ে মিশিয়ে আবার d_model-এ আনা হয়: MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;। নিচে একটি কোয়েরি টোকেনের জন্য একটি এনকোডার লেয়ারের প্রতিটি হেড, প্রতিটি পাতার মতো 0 থেকে গোনা।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::PairTableModel</name>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="33"/>
        <source>Target</source>
        <translation>লক্ষ্য</translation>
    </message>
    <message>
        <location filename="../app/gui/data/pair_table_model.cpp" line="0"/>
        <source>%1
(%2 bytes in all)</source>
        <translation>%1
(মোট %2 বাইট)</translation>
    </message>
</context>
<context>
    <name>studio::app::PositionalSection</name>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="26"/>
        <source>&lt;h3&gt;Positional encoding (§3.5)&lt;/h3&gt;&lt;p&gt;Attention by itself ignores word order, so the model adds a vector that depends only on the position to every token&apos;s embedding. The paper uses sines and cosines of geometrically increasing wavelengths, from 2π to 10000·2π: each dimension is one wave, and a fixed offset between positions is a linear function of the encodings.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</source>
        <translation>&lt;h3&gt;অবস্থানগত এনকোডিং (§৩.৫)&lt;/h3&gt;&lt;p&gt;অ্যাটেনশন নিজে শব্দের ক্রম উপেক্ষা করে, তাই মডেল প্রতিটি টোকেনের এমবেডিংয়ের সঙ্গে শুধু অবস্থানের উপর নির্ভরশীল একটি ভেক্টর যোগ করে। পেপারটি জ্যামিতিকভাবে বাড়তে থাকা তরঙ্গদৈর্ঘ্যের (2π থেকে 10000·2π) সাইন ও কোসাইন ব্যবহার করে: প্রতিটি মাত্রা একটি তরঙ্গ, এবং অবস্থানগুলোর মধ্যে একটি নির্দিষ্ট ব্যবধান এনকোডিংগুলোর একটি রৈখিক ফাংশন।&lt;/p&gt;&lt;p&gt;&lt;b&gt;PE&lt;/b&gt;(pos, 2i) = sin(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;), &lt;b&gt;PE&lt;/b&gt;(pos, 2i+1) = cos(pos / 10000&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="42"/>
        <location filename="../app/gui/learn/learn_positional.cpp" line="61"/>
        <source>position</source>
        <translation>অবস্থান</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="43"/>
        <source>dimension</source>
        <translation>মাত্রা</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="62"/>
        <source>PE(pos, dimension)</source>
        <translation>PE(pos, মাত্রা)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (sin)</source>
        <translation>মাত্রা %1 (sin)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="90"/>
        <source>dimension %1 (cos)</source>
        <translation>মাত্রা %1 (cos)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="102"/>
        <source>Embedding scale (§3.4): the token embeddings are multiplied by √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 before the positional encoding is added.</source>
        <translation>এমবেডিং স্কেল (§৩.৪): অবস্থানগত এনকোডিং যোগ করার আগে টোকেন এমবেডিংগুলোকে √d&lt;sub&gt;model&lt;/sub&gt; = √%1 = %2 দিয়ে গুণ করা হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>dimension %1</source>
        <translation>মাত্রা %1</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_positional.cpp" line="0"/>
        <source>Embedding scale: this model adds the positional encoding to its token embeddings as they are, without the paper&apos;s multiplication by √d&lt;sub&gt;model&lt;/sub&gt; (§3.4).</source>
        <translation>এমবেডিং স্কেল: এই মডেল টোকেন এমবেডিংগুলোর সঙ্গে অবস্থানগত এনকোডিং যেমন আছে তেমনই যোগ করে, পেপারের √d&lt;sub&gt;model&lt;/sub&gt; দিয়ে গুণ ছাড়াই (§3.4)।</translation>
    </message>
</context>
<context>
    <name>studio::app::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="26"/>
        <source>Preferences</source>
        <translation>পছন্দসমূহ</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="28"/>
        <source>System language</source>
        <translation>সিস্টেমের ভাষা</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="33"/>
        <source>A new language takes effect when Attention Studio is started again.</source>
        <translation>নতুন ভাষা Attention Studio আবার চালু করলে কার্যকর হবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="38"/>
        <source>Every training run gets its own folder here, with its checkpoints and its history.</source>
        <translation>প্রতিটি প্রশিক্ষণ রান এখানে নিজস্ব একটি ফোল্ডার পায়, তার চেকপয়েন্ট ও ইতিহাস সহ।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>ব্রাউজ…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="41"/>
        <source>Default</source>
        <translation>ডিফল্ট</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="50"/>
        <source>All cores (%L1)</source>
        <translation>সব কোর (%L1)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="52"/>
        <source>CPU threads for the matrix products of new runs; the Train page starts with this value.</source>
        <translation>নতুন রানের ম্যাট্রিক্স গুণফলের জন্য CPU থ্রেড; প্রশিক্ষণ পাতা এই মান দিয়ে শুরু হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="55"/>
        <source>Train the built-in demo in the background when no model is open</source>
        <translation>কোনো মডেল খোলা না থাকলে অন্তর্নির্মিত ডেমো পটভূমিতে প্রশিক্ষণ দিন</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="57"/>
        <source>The Learn page then shows an untrained model&apos;s numbers at once and a trained model&apos;s about two minutes later; the trained demo is kept for the next start.</source>
        <translation>তখন শিখুন পাতা সঙ্গে সঙ্গে একটি অপ্রশিক্ষিত মডেলের সংখ্যা দেখায় এবং প্রায় দুই মিনিট পরে একটি প্রশিক্ষিত মডেলের; প্রশিক্ষিত ডেমোটি পরের বার চালুর জন্য রাখা হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="60"/>
        <source>Forget recent datasets and checkpoints</source>
        <translation>সাম্প্রতিক ডেটাসেট ও চেকপয়েন্টের তালিকা মুছে ফেলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="69"/>
        <source>Language:</source>
        <translation>ভাষা:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="71"/>
        <source>Runs folder:</source>
        <translation>রান ফোল্ডার:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="72"/>
        <source>CPU threads:</source>
        <translation>CPU থ্রেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="73"/>
        <source>Learn page:</source>
        <translation>শিখুন পাতা:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="74"/>
        <source>Recent lists:</source>
        <translation>সাম্প্রতিক তালিকা:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="89"/>
        <source>Forgotten.</source>
        <translation>মুছে ফেলা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="96"/>
        <source>Runs folder</source>
        <translation>রান ফোল্ডার</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="105"/>
        <source>The runs folder &quot;%1&quot; cannot be created.</source>
        <translation>রান ফোল্ডার &quot;%1&quot; তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences_dialog.cpp" line="110"/>
        <source>The runs folder &quot;%1&quot; is not writable.</source>
        <translation>রান ফোল্ডার &quot;%1&quot;-এ লেখা যাচ্ছে না।</translation>
    </message>
</context>
<context>
    <name>studio::app::ProbePanel</name>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="21"/>
        <source>Pin sentences here before or during training: at every validation their attention is recorded. Then move the slider to watch the alignment form.</source>
        <translation>প্রশিক্ষণের আগে বা চলাকালীন এখানে বাক্য পিন করুন: প্রতিটি ভ্যালিডেশনে তাদের অ্যাটেনশন রেকর্ড করা হয়। তারপর স্লাইডার সরিয়ে দেখুন অ্যালাইনমেন্ট কীভাবে গড়ে ওঠে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="26"/>
        <source>A probe sentence</source>
        <translation>একটি প্রোব বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="27"/>
        <source>Pin</source>
        <translation>পিন করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="28"/>
        <source>Unpin</source>
        <translation>আনপিন করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="34"/>
        <source>The validations of the current training run, oldest on the left.</source>
        <translation>বর্তমান প্রশিক্ষণ রানের ভ্যালিডেশনগুলো, সবচেয়ে পুরোনোটি বাঁয়ে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="35"/>
        <source>Nothing recorded yet.</source>
        <translation>এখনও কিছু রেকর্ড করা হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="128"/>
        <source>Nothing recorded yet: pin a sentence and train; each validation adds a step.</source>
        <translation>এখনও কিছু রেকর্ড করা হয়নি: একটি বাক্য পিন করে প্রশিক্ষণ দিন; প্রতিটি ভ্যালিডেশন একটি করে ধাপ যোগ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="135"/>
        <source>Validation %1 of %2, step %L3: %4</source>
        <translation>ভ্যালিডেশন %1 / %2, ধাপ %L3: %4</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="139"/>
        <source>(not recorded for this sentence)</source>
        <translation>(এই বাক্যের জন্য রেকর্ড করা হয়নি)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>(older validations thinned out, every other one dropped, to keep these recordings under %L1 MB)</source>
        <translation>(পুরনো যাচাইগুলি পাতলা করা হয়েছে, প্রতি দুটির একটি বাদ, যাতে এই রেকর্ডিংগুলি %L1 MB-এর নিচে থাকে)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/probe_panel.cpp" line="0"/>
        <source>Sentence to pin</source>
        <translation>পিন করার বাক্য</translation>
    </message>
</context>
<context>
    <name>studio::app::RunTableModel</name>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="64"/>
        <source>%1 of %2</source>
        <translation>%2-এর মধ্যে %1</translation>
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
        <translation>লেবেল স্মুদিং ছাড়া ডেভ টোকেন NLL-এর exp (টেবিল ৩-এর PPL)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="123"/>
        <source>Run</source>
        <translation>রান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="124"/>
        <source>Preset</source>
        <translation>প্রিসেট</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="125"/>
        <source>Parameters</source>
        <translation>প্যারামিটার</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="126"/>
        <source>Steps</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="127"/>
        <source>Best BLEU</source>
        <translation>সেরা BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="128"/>
        <source>Last BLEU</source>
        <translation>শেষ BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="129"/>
        <source>Dev loss</source>
        <translation>ডেভ লস</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="130"/>
        <source>Dev PPL</source>
        <translation>ডেভ PPL</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="131"/>
        <source>Training time</source>
        <translation>প্রশিক্ষণের সময়</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="132"/>
        <source>Tokens/s</source>
        <translation>টোকেন/সে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 of %2, failed</source>
        <translation>%2টির মধ্যে %1, ব্যর্থ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1
%2
Failed: %3</source>
        <translation>%1
%2
ব্যর্থ: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>The best of this run&apos;s own evaluations; at step 0 the model it was fine-tuned from had %1</source>
        <translation>এই রানের নিজের মূল্যায়নগুলোর মধ্যে সেরা; ধাপ ০-তে যে মডেল থেকে ফাইন-টিউন করা হয়েছিল তার ছিল %1</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 s</source>
        <translation>%1 সে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 min %2 s</source>
        <translation>%1 মিনিট %2 সে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>%1 h %2 min</source>
        <translation>%1 ঘণ্টা %2 মিনিট</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>Label-smoothed cross-entropy per target token, as training reports it (Dev PPL and the Analyze page use the plain token NLL).</source>
        <translation>প্রতি লক্ষ্য টোকেনে লেবেল-মসৃণ ক্রস-এনট্রপি, যেমন প্রশিক্ষণ জানায় (ডেভ PPL এবং বিশ্লেষণ পাতা সাধারণ টোকেন NLL ব্যবহার করে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="0"/>
        <source>exp of the dev set&apos;s token NLL, without label smoothing (the paper&apos;s PPL).</source>
        <translation>ডেভ সেটের টোকেন NLL-এর exp, লেবেল মসৃণকরণ ছাড়া (পেপারের PPL)।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Wall time of the training steps, evaluations and checkpoint saves, pauses left out, over every resumed part (Tokens/s leaves the evaluations and saves out).</source>
        <translation>প্রশিক্ষণের ধাপ, মূল্যায়ন ও চেকপয়েন্ট সংরক্ষণের প্রকৃত সময়, বিরতি বাদে, প্রতিটি পুনরারম্ভ অংশসহ (Tokens/s মূল্যায়ন ও সংরক্ষণ বাদ দেয়)।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/run_table_model.cpp" line="1"/>
        <source>Target tokens per second of the training steps alone, over the logged windows.</source>
        <translation>শুধু প্রশিক্ষণ ধাপগুলোর প্রতি সেকেন্ডে লক্ষ্য টোকেন, লগ করা সময়-খণ্ডগুলো জুড়ে।</translation>
    </message>
</context>
<context>
    <name>studio::app::RunsPage</name>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="51"/>
        <source>Add folder…</source>
        <translation>ফোল্ডার যোগ করুন…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="52"/>
        <source>Lists the runs in another folder too (a run&apos;s folder, or a folder of runs such as a sweep&apos;s).</source>
        <translation>অন্য একটি ফোল্ডারের রানও তালিকাভুক্ত করে (একটি রানের ফোল্ডার, বা রানের ফোল্ডার যেমন একটি সুইপের)।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="53"/>
        <source>Refresh</source>
        <translation>রিফ্রেশ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="68"/>
        <source>Rename…</source>
        <translation>নাম বদলান…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="69"/>
        <source>Delete…</source>
        <translation>মুছুন…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="70"/>
        <source>Open in Translate</source>
        <translation>অনুবাদে খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="71"/>
        <source>Export table…</source>
        <translation>টেবিল রপ্তানি…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Train loss (label-smoothed)</source>
        <translation>প্রশিক্ষণ লস (লেবেল-স্মুদড)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Learning rate</source>
        <translation>লার্নিং রেট</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="85"/>
        <source>Tokens/s</source>
        <translation>টোকেন/সে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by step</source>
        <translation>ধাপ অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by training time</source>
        <translation>প্রশিক্ষণের সময় অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="87"/>
        <source>by target tokens</source>
        <translation>লক্ষ্য টোকেন অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="89"/>
        <source>One colour per run, or one per value of a setting that differs between the runs.</source>
        <translation>প্রতি রানে একটি রং, অথবা রানগুলোর মধ্যে ভিন্ন এমন একটি সেটিংয়ের প্রতিটি মানের জন্য একটি।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="93"/>
        <source>Exponential moving average, debiased as TensorBoard does (as on the Train page).</source>
        <translation>এক্সপোনেনশিয়াল মুভিং অ্যাভারেজ, TensorBoard-এর মতো বায়াস-সংশোধিত (প্রশিক্ষণ পাতার মতো)।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="94"/>
        <source>Export curves…</source>
        <translation>বক্ররেখা রপ্তানি…</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="98"/>
        <source>Colour:</source>
        <translation>রং:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="100"/>
        <source>Smoothing:</source>
        <translation>মসৃণকরণ:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="116"/>
        <source>Settings that differ (highlighted: not as in the first run)</source>
        <translation>যে সেটিংগুলো আলাদা (চিহ্নিত: প্রথম রানের মতো নয়)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="131"/>
        <source>Add a folder of runs</source>
        <translation>রানের একটি ফোল্ডার যোগ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="182"/>
        <source>Runs in: %1</source>
        <translation>রান আছে: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="204"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%nটি রান</numerusform>
            <numerusform>%nটি রান</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/runs/runs_page.cpp" line="205"/>
        <source>%n run(s); not readable: %1</source>
        <translation>
            <numerusform>%nটি রান; পড়া যায়নি: %1</numerusform>
            <numerusform>%nটি রান; পড়া যায়নি: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="217"/>
        <source>by run</source>
        <translation>রান অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="218"/>
        <source>by %1</source>
        <translation>%1 অনুযায়ী</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>training time (s)</source>
        <translation>প্রশিক্ষণের সময় (সে)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="275"/>
        <source>target tokens</source>
        <translation>লক্ষ্য টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="318"/>
        <source>Delete run</source>
        <translation>রান মুছুন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="319"/>
        <source>Delete the run in %1? Its checkpoints and history are removed; other files in the folder stay.</source>
        <translation>%1-এর রানটি মুছবেন? এর চেকপয়েন্ট ও ইতিহাস মুছে যাবে; ফোল্ডারের অন্য ফাইল থাকবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="329"/>
        <source>Deleted %1</source>
        <translation>%1 মুছে ফেলা হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="330"/>
        <source>Deleted the run in %1; kept: %2</source>
        <translation>%1-এর রান মুছে ফেলা হয়েছে; রাখা হয়েছে: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>Rename run</source>
        <translation>রানের নাম বদলান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="351"/>
        <source>New folder name:</source>
        <translation>নতুন ফোল্ডারের নাম:</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="375"/>
        <source>Export the runs table</source>
        <translation>রানের টেবিল রপ্তানি করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="376"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="380"/>
        <source>Could not write %1: %2</source>
        <translation>%1 লেখা যায়নি: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="384"/>
        <source>Export the curves into</source>
        <translation>বক্ররেখাগুলো রপ্তানি করুন এখানে</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>This run is being trained: stop it on the Train page first.</source>
        <translation>এই রানটি এখন প্রশিক্ষিত হচ্ছে: আগে প্রশিক্ষণ পাতায় এটি থামান।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 is being trained: stop it on the Train page first.</source>
        <translation>%1 এখন প্রশিক্ষিত হচ্ছে: আগে প্রশিক্ষণ পাতায় এটি থামান।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>ডেভ BLEU (লোভী)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Dev loss (label-smoothed)</source>
        <translation>ডেভ লস (লেবেল-মসৃণ)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Wrote %1.</source>
        <translation>%1 লেখা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Remove folder</source>
        <translation>ফোল্ডার সরান</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Stops listing an added folder; its runs stay on disk.</source>
        <translation>যোগ করা একটি ফোল্ডার আর তালিকায় দেখায় না; এর রানগুলি ডিস্কে থেকে যায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>%1 (not found)</source>
        <translation>%1 (পাওয়া যায়নি)</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Metric</source>
        <translation>মেট্রিক</translation>
    </message>
    <message>
        <location filename="../app/gui/runs/runs_page.cpp" line="0"/>
        <source>Horizontal axis</source>
        <translation>অনুভূমিক অক্ষ</translation>
    </message>
</context>
<context>
    <name>studio::app::SublayerSection</name>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>%1 of the %n hidden unit(s) of d_ff are positive after %2 for this token (this model has %2 where the paper has ReLU).</source>
        <translation>
            <numerusform>এই টোকেনের জন্য d_ff-এর %nটি লুকানো এককের %1টি %2-এর পরে ধনাত্মক (পেপারে যেখানে ReLU, এই মডেলে সেখানে %2)।</numerusform>
            <numerusform>এই টোকেনের জন্য d_ff-এর %nটি লুকানো এককের %1টি %2-এর পরে ধনাত্মক (পেপারে যেখানে ReLU, এই মডেলে সেখানে %2)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Self-attention</source>
        <translation>সেলফ-অ্যাটেনশন</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Feed-forward</source>
        <translation>ফিড-ফরওয়ার্ড</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="56"/>
        <source>Encoder layer:</source>
        <translation>এনকোডার স্তর:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="57"/>
        <source>Sub-layer:</source>
        <translation>সাব-লেয়ার:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="58"/>
        <source>Token:</source>
        <translation>টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="107"/>
        <source>This model normalises before the sub-layer (pre-norm): output = x + %1(LayerNorm(x)).</source>
        <translation>এই মডেল সাব-লেয়ারের আগে নরমালাইজ করে (প্রি-নর্ম): আউটপুট = x + %1(LayerNorm(x))।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="109"/>
        <source>As in the paper (post-norm): output = LayerNorm(x + %1(x)).</source>
        <translation>পেপারের মতো (পোস্ট-নর্ম): আউটপুট = LayerNorm(x + %1(x))।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="120"/>
        <source>Colours: blue below 0, red above 0, every row on one scale (±%1).</source>
        <translation>রং: 0-এর নিচে নীল, 0-এর উপরে লাল, সব সারি একই স্কেলে (±%1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="126"/>
        <source>Dimension</source>
        <translation>মাত্রা</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="127"/>
        <source>The engine&apos;s output</source>
        <translation>ইঞ্জিনের আউটপুট</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>mean</source>
        <translation>গড়</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>standard deviation</source>
        <translation>আদর্শ বিচ্যুতি</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="138"/>
        <source>length ‖·‖</source>
        <translation>দৈর্ঘ্য ‖·‖</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="158"/>
        <source>Layer norm takes a vector with mean %1 and standard deviation %2 to one with mean %3 and standard deviation %4 (after the learned gain and bias).</source>
        <translation>লেয়ার নর্ম গড় %1 ও আদর্শ বিচ্যুতি %2-এর একটি ভেক্টরকে গড় %3 ও আদর্শ বিচ্যুতি %4-এর একটি ভেক্টরে পরিণত করে (শেখা গেইন ও বায়াসের পরে)।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="164"/>
        <source>%1 of the %n hidden ReLU unit(s) of d_ff are active (above 0) for this token.</source>
        <translation>
            <numerusform>এই টোকেনের জন্য d_ff-এর %nটি লুকানো ReLU ইউনিটের মধ্যে %1টি সক্রিয় (0-এর উপরে)।</numerusform>
            <numerusform>এই টোকেনের জন্য d_ff-এর %nটি লুকানো ReLU ইউনিটের মধ্যে %1টি সক্রিয় (0-এর উপরে)।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="0"/>
        <source>&lt;h3&gt;Feed-forward, residual connection and layer norm (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;Each layer has two sub-layers: self-attention, which mixes information between positions, and a feed-forward network, which works on each position alone: in the paper FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (Eq. 2); models such as the Marian ones put SiLU or GELU in place of max(0, ·), and the formula below is the open model&apos;s. Around each one runs a residual connection: the sub-layer&apos;s output is added to its input, so information and gradients can pass through the stack unchanged. Layer normalisation keeps the numbers in range: it shifts and scales each position&apos;s vector to mean 0 and standard deviation 1, then applies a learned gain and bias. Below, one token&apos;s vector on its way through one sub-layer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ফিড-ফরওয়ার্ড, রেসিডুয়াল সংযোগ ও লেয়ার নর্ম (§3.1, §3.3)&lt;/h3&gt;&lt;p&gt;প্রতিটি লেয়ারে দুটি সাব-লেয়ার থাকে: সেলফ-অ্যাটেনশন, যা অবস্থানগুলোর মধ্যে তথ্য মেশায়, এবং একটি ফিড-ফরওয়ার্ড নেটওয়ার্ক, যা প্রতিটি অবস্থানে আলাদাভাবে কাজ করে: পেপারে FFN(x) = max(0, xW&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;)W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt; (সমীকরণ 2); Marian-এর মতো মডেলগুলো max(0, ·)-এর জায়গায় SiLU বা GELU বসায়, এবং নিচের সূত্রটি খোলা মডেলের। প্রতিটির চারপাশে একটি রেসিডুয়াল সংযোগ থাকে: সাব-লেয়ারের আউটপুট তার ইনপুটের সঙ্গে যোগ হয়, ফলে তথ্য ও গ্রেডিয়েন্ট অপরিবর্তিতভাবে পুরো স্ট্যাক পেরিয়ে যেতে পারে। লেয়ার নরমালাইজেশন সংখ্যাগুলোকে সীমার মধ্যে রাখে: এটি প্রতিটি অবস্থানের ভেক্টরকে সরিয়ে ও স্কেল করে গড় 0 ও আদর্শ বিচ্যুতি 1 করে, তারপর একটি শেখা গেইন ও বায়াস প্রয়োগ করে। নিচে একটি সাব-লেয়ারের মধ্য দিয়ে যাওয়ার পথে একটি টোকেনের ভেক্টর।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>Its feed-forward network: %1.</source>
        <translation>এর ফিড-ফরওয়ার্ড নেটওয়ার্ক: %1।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This is the encoder&apos;s last sub-layer: the stack&apos;s final LayerNorm follows it, and the decoder reads LayerNorm(output).</source>
        <translation>এটি এনকোডারের শেষ সাব-লেয়ার: এর পরে স্ট্যাকের শেষ LayerNorm আসে, আর ডিকোডার পড়ে LayerNorm(output)।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm is the PyTorch tutorial&apos;s: gain · (x − mean) / (σ + ε) + bias, with σ the standard deviation over D − 1 and ε = %1.</source>
        <translation>এই মডেলের লেয়ার নর্ম PyTorch টিউটোরিয়ালের: গেইন · (x − গড়) / (σ + ε) + বায়াস, যেখানে σ হলো D − 1 দিয়ে আদর্শ বিচ্যুতি এবং ε = %1।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_sublayer.cpp" line="1"/>
        <source>This model&apos;s layer norm: gain · (x − mean) / √(σ² + ε) + bias, with σ² the variance over D and ε = %1.</source>
        <translation>এই মডেলের লেয়ার নর্ম: গেইন · (x − গড়) / √(σ² + ε) + বায়াস, যেখানে σ² হলো D দিয়ে ভ্যারিয়েন্স এবং ε = %1।</translation>
    </message>
</context>
<context>
    <name>studio::app::TokenizerPanel</name>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Tokenizer training stopped; nothing was trained.</source>
        <translation>টোকেনাইজারের প্রশিক্ষণ থামানো হয়েছে; কিছুই প্রশিক্ষিত হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Stopping the tokenizer training…</source>
        <translation>টোকেনাইজারের প্রশিক্ষণ থামানো হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Ends SentencePiece&apos;s training; nothing is kept.</source>
        <translation>SentencePiece-এর প্রশিক্ষণ শেষ করে; কিছুই রাখা হয় না।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>S&amp;top</source>
        <translation>থামান (&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="35"/>
        <source>Tokenizer</source>
        <translation>টোকেনাইজার</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="44"/>
        <source>&amp;Train tokenizer</source>
        <translation>টোকেনাইজার প্রশিক্ষণ দিন (&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="54"/>
        <source>A sentence to split into pieces</source>
        <translation>পিসে ভাগ করার জন্য একটি বাক্য</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="59"/>
        <source>Each piece with its id below it; ▁ marks the start of a word.</source>
        <translation>প্রতিটি পিস, আর তার নিচে তার আইডি; ▁ একটি শব্দের শুরু চিহ্নিত করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="68"/>
        <source>Vocabulary size:</source>
        <translation>শব্দভান্ডারের আকার:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="71"/>
        <source>Sample:</source>
        <translation>নমুনা:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="72"/>
        <source>Pieces:</source>
        <translation>পিস:</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="77"/>
        <source>Read a dataset to train a tokenizer on it.</source>
        <translation>টোকেনাইজার প্রশিক্ষণের জন্য একটি ডেটাসেট পড়ুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="94"/>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="114"/>
        <source>No tokenizer trained yet: a training run trains one with the Train page&apos;s vocabulary size.</source>
        <translation>এখনও কোনো টোকেনাইজার প্রশিক্ষিত হয়নি: প্রশিক্ষণ রান প্রশিক্ষণ পাতার শব্দভান্ডারের আকার দিয়ে একটি প্রশিক্ষণ দেবে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="107"/>
        <source>Training a %L1-piece vocabulary on %Ln pairs…</source>
        <translation>
            <numerusform>%Lnটি জোড়ার উপর %L1-পিসের শব্দভান্ডার প্রশিক্ষণ দেওয়া হচ্ছে…</numerusform>
            <numerusform>%Lnটি জোড়ার উপর %L1-পিসের শব্দভান্ডার প্রশিক্ষণ দেওয়া হচ্ছে…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="124"/>
        <source>Trained: %Ln pieces. The Train page uses this tokenizer.</source>
        <translation>
            <numerusform>প্রশিক্ষিত: %Lnটি পিস। প্রশিক্ষণ পাতা এই টোকেনাইজারটি ব্যবহার করে।</numerusform>
            <numerusform>প্রশিক্ষিত: %Lnটি পিস। প্রশিক্ষণ পাতা এই টোকেনাইজারটি ব্যবহার করে।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="119"/>
        <source>The tokenizer could not be trained: %1</source>
        <translation>টোকেনাইজার প্রশিক্ষণ দেওয়া যায়নি: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="152"/>
        <source>Train the tokenizer to see how the sample is split.</source>
        <translation>নমুনাটি কীভাবে ভাগ হয় দেখতে টোকেনাইজার প্রশিক্ষণ দিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Pieces in the joint SentencePiece vocabulary (a unigram model) of both languages; §5.1 of the paper used byte-pair encoding with a shared vocabulary. Lowered automatically when the data is too small for it.</source>
        <translation>দুই ভাষার যৌথ SentencePiece শব্দভান্ডারে (একটি ইউনিগ্রাম মডেল) পিসের সংখ্যা; পেপারের §5.1 যৌথ শব্দভান্ডারসহ বাইট-পেয়ার এনকোডিং ব্যবহার করেছিল। ডেটা এর জন্য খুব কম হলে স্বয়ংক্রিয়ভাবে কমানো হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/data/tokenizer_panel.cpp" line="0"/>
        <source>Vocabulary size</source>
        <translation>শব্দভান্ডারের আকার</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainPage</name>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Reference</source>
        <translation>রেফারেন্স</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="41"/>
        <source>Model&apos;s translation</source>
        <translation>মডেলের অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="53"/>
        <source>Sample translations</source>
        <translation>নমুনা অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="54"/>
        <source>Checkpoints</source>
        <translation>চেকপয়েন্টসমূহ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="69"/>
        <source>Model: %1</source>
        <translation>মডেল: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="78"/>
        <source>Cannot open the checkpoint</source>
        <translation>চেকপয়েন্টটি খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="82"/>
        <source>Cannot resume</source>
        <translation>আবার শুরু করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="86"/>
        <source>Cannot fine-tune</source>
        <translation>ফাইন-টিউন করা যাচ্ছে না</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="92"/>
        <source>Training</source>
        <translation>প্রশিক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="100"/>
        <source>custom</source>
        <translation>কাস্টম</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="96"/>
        <source>Model size. base and big are the two models of the paper (Table 3); tiny trains the demos in minutes on a laptop. custom: the settings below as they are (an opened checkpoint whose model has no preset&apos;s size).</source>
        <translation>মডেলের আকার। base ও big পেপারের দুটি মডেল (সারণি 3); tiny ল্যাপটপে কয়েক মিনিটে ডেমোগুলো প্রশিক্ষণ দেয়। custom: নিচের সেটিংস যেমন আছে তেমন (খোলা এমন চেকপয়েন্ট যার মডেলের আকার কোনো প্রিসেটের নয়)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="102"/>
        <source>Optimiser steps. The learning rate warms up, then decays with the inverse square root of the step (§5.3, Eq. 3).</source>
        <translation>অপটিমাইজার ধাপের সংখ্যা। লার্নিং রেট প্রথমে ওয়ার্ম-আপ হয়, তারপর ধাপের বর্গমূলের ব্যস্তানুপাতে কমে (§5.3, সমীকরণ 3)।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="108"/>
        <source>Every this many steps: dev loss, dev BLEU and a checkpoint.</source>
        <translation>প্রতি এতগুলো ধাপ পরপর: ডেভ লস, ডেভ BLEU ও একটি চেকপয়েন্ট।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="114"/>
        <source>CPU threads for the matrix products.</source>
        <translation>ম্যাট্রিক্স গুণফলের জন্য CPU থ্রেড।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="118"/>
        <source>Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and one is present.</source>
        <translation>মডেল কোথায় প্রশিক্ষিত হবে: CPU-তে, অথবা এই LibTorch CUDA সহ তৈরি হলে এবং GPU উপস্থিত থাকলে GPU-তে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="122"/>
        <source>auto</source>
        <translation>স্বয়ংক্রিয়</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="123"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="124"/>
        <source>bf16 mixed</source>
        <translation>bf16 মিশ্র</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="125"/>
        <source>fp16 mixed (GPU)</source>
        <translation>fp16 মিশ্র (GPU)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="138"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="185"/>
        <source>Train</source>
        <translation>প্রশিক্ষণ দিন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="140"/>
        <source>Stop</source>
        <translation>থামান</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="141"/>
        <source>Ends training after the current batch and saves a checkpoint.</source>
        <translation>বর্তমান ব্যাচের পরে প্রশিক্ষণ শেষ করে এবং একটি চেকপয়েন্ট সংরক্ষণ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="142"/>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Pause</source>
        <translation>বিরতি</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="144"/>
        <source>Holds training between batches; press again to go on with the same run.</source>
        <translation>দুটি ব্যাচের মাঝে প্রশিক্ষণ থামিয়ে রাখে; একই রান চালিয়ে যেতে আবার চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="145"/>
        <source>Export curves…</source>
        <translation>কার্ভ এক্সপোর্ট…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="146"/>
        <source>Saves every curve as CSV, PNG and SVG into a folder.</source>
        <translation>প্রতিটি কার্ভ CSV, PNG ও SVG হিসেবে একটি ফোল্ডারে সংরক্ষণ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="148"/>
        <source>Ready: press Train.</source>
        <translation>প্রস্তুত: &quot;প্রশিক্ষণ দিন&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="151"/>
        <source>Preset:</source>
        <translation>প্রিসেট:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="152"/>
        <source>Steps:</source>
        <translation>ধাপ:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="154"/>
        <source>Evaluate every:</source>
        <translation>প্রতি কত ধাপে মূল্যায়ন:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="155"/>
        <source>Threads:</source>
        <translation>থ্রেড:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="156"/>
        <source>Device:</source>
        <translation>ডিভাইস:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="157"/>
        <source>Precision:</source>
        <translation>নির্ভুলতা:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="171"/>
        <source>Hyper-parameters (set by the preset; hover for the paper&apos;s section)</source>
        <translation>হাইপার-প্যারামিটার (প্রিসেট দ্বারা নির্ধারিত; পেপারের অনুচ্ছেদ দেখতে মাউস রাখুন)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="194"/>
        <source>Resume</source>
        <translation>চালিয়ে যান</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="198"/>
        <source>Paused. Press Resume to go on with the same run.</source>
        <translation>বিরতিতে আছে। একই রান চালিয়ে যেতে &quot;চালিয়ে যান&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="206"/>
        <source>Loss (label-smoothed, per token)</source>
        <translation>লস (লেবেল-স্মুদড, প্রতি টোকেনে)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="207"/>
        <source>loss</source>
        <translation>লস</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="210"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="212"/>
        <source>Learning rate (§5.3)</source>
        <translation>লার্নিং রেট (§5.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="213"/>
        <source>rate</source>
        <translation>রেট</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="215"/>
        <source>Target tokens per second</source>
        <translation>প্রতি সেকেন্ডে লক্ষ্য টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="216"/>
        <source>tokens/s</source>
        <translation>টোকেন/সে</translation>
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
        <translation>প্রশিক্ষণ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="218"/>
        <location filename="../app/gui/train/train_page.cpp" line="219"/>
        <location filename="../app/gui/train/train_page.cpp" line="368"/>
        <location filename="../app/gui/train/train_page.cpp" line="369"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="43"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="44"/>
        <source>dev</source>
        <translation>ডেভ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="226"/>
        <source>Exponential moving average, debiased as TensorBoard does; the raw values stay visible, faintly.</source>
        <translation>এক্সপোনেনশিয়াল মুভিং অ্যাভারেজ, TensorBoard-এর মতো বায়াস-সংশোধিত; মূল মানগুলো হালকাভাবে দৃশ্যমান থাকে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="228"/>
        <source>Follow the latest step</source>
        <translation>সর্বশেষ ধাপ অনুসরণ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="231"/>
        <source>Smoothing:</source>
        <translation>মসৃণকরণ:</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="265"/>
        <source>Export the curves to</source>
        <translation>কার্ভগুলো এক্সপোর্ট করার ফোল্ডার</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="269"/>
        <source>Curves saved in %1</source>
        <translation>কার্ভগুলো %1-এ সংরক্ষিত হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="271"/>
        <source>Export failed</source>
        <translation>এক্সপোর্ট ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="339"/>
        <source>Training on %1 with the %2 preset; checkpoints in %3</source>
        <translation>%1-এর উপর %2 প্রিসেট দিয়ে প্রশিক্ষণ চলছে; চেকপয়েন্ট রাখা হবে %3-এ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="342"/>
        <source>Fine-tuning %1 on %2; checkpoints in %3</source>
        <translation>%2-এর উপর %1 ফাইন-টিউনিং; চেকপয়েন্ট %3-এ</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="345"/>
        <source>Preparing the data and the tokenizer…</source>
        <translation>ডেটা ও টোকেনাইজার প্রস্তুত করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="357"/>
        <source>Step %L1 of %L2, epoch %L3, loss %L4, %L5 tokens/s, about %L6 s left</source>
        <translation>ধাপ %L1 / %L2, ইপক %L3, লস %L4, %L5 টোকেন/সে, আনুমানিক %L6 সে বাকি</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="379"/>
        <source>Step %L1: dev loss %L2 (label-smoothed), dev BLEU %L3%4, %L5 % exactly right</source>
        <translation>ধাপ %L1: ডেভ লস %L2 (লেবেল স্মুদিং সহ), ডেভ BLEU %L3%4, %L5 % হুবহু সঠিক</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="378"/>
        <source> (on characters)</source>
        <translation> (অক্ষর-ভিত্তিক)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="126"/>
        <source>auto: bf16 mixed where the processor multiplies bfloat16 natively (AMX or AVX-512 BF16, or a GPU), fp32 elsewhere. fp32: everything in 32-bit floats. bf16 mixed: the matrix products in bfloat16 (several times faster on CPUs with AMX or AVX-512 BF16, and on GPUs), the weights, softmax, layer norms and the loss in fp32; where the processor lacks bfloat16 it trains in fp32 and says so. fp16 mixed: the same in float16, on a GPU only.</source>
        <translation>স্বয়ংক্রিয়: যেখানে প্রসেসর bfloat16 সরাসরি গুণ করতে পারে (AMX বা AVX-512 BF16, অথবা GPU) সেখানে bf16 মিশ্র, অন্যত্র fp32। fp32: সবকিছু ৩২-বিট ফ্লোটে। bf16 মিশ্র: ম্যাট্রিক্স গুণফল bfloat16-এ (AMX বা AVX-512 BF16 যুক্ত CPU-তে ও GPU-তে কয়েক গুণ দ্রুত), ওজন, softmax, লেয়ার নর্ম ও লস fp32-এ; প্রসেসরে bfloat16 না থাকলে fp32-এ প্রশিক্ষণ হয় এবং তা জানানো হয়। fp16 মিশ্র: একই জিনিস float16-এ, কেবল GPU-তে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="392"/>
        <source>Training finished.</source>
        <translation>প্রশিক্ষণ শেষ হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="395"/>
        <source>Stopped; the last checkpoint was saved.</source>
        <translation>থামানো হয়েছে; শেষ চেকপয়েন্টটি সংরক্ষিত হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="396"/>
        <source>Stopped before the first step; nothing was saved.</source>
        <translation>প্রথম ধাপের আগেই থামানো হয়েছে; কিছুই সংরক্ষিত হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="400"/>
        <source>Training stopped: %1</source>
        <translation>প্রশিক্ষণ থেমে গেছে: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="401"/>
        <source>In Hyper-parameters, try a smaller learning-rate factor, a longer warm-up or gradient clipping, then train again or resume from the last checkpoint.</source>
        <translation>হাইপার-প্যারামিটারে একটি ছোট লার্নিং রেট গুণক, দীর্ঘতর ওয়ার্ম-আপ বা গ্রেডিয়েন্ট ক্লিপিং চেষ্টা করুন, তারপর আবার প্রশিক্ষণ দিন বা শেষ চেকপয়েন্ট থেকে চালিয়ে যান।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="404"/>
        <source>Training could not run: %1</source>
        <translation>প্রশিক্ষণ চালানো যায়নি: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="55"/>
        <source>Training is running: stop it before opening a checkpoint.</source>
        <translation>প্রশিক্ষণ চলছে: চেকপয়েন্ট খোলার আগে এটি থামান।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="60"/>
        <source>Cannot open the checkpoint: %1</source>
        <translation>চেকপয়েন্টটি খোলা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="75"/>
        <source>training checkpoint (resumable)</source>
        <translation>প্রশিক্ষণ চেকপয়েন্ট (আবার শুরু করা যায়)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="76"/>
        <source>weights only (averaged, exported or imported)</source>
        <translation>শুধু ওয়েট (গড় করা, এক্সপোর্ট করা বা ইমপোর্ট করা)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>dev BLEU %L1</source>
        <translation>ডেভ BLEU %L1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="78"/>
        <source>Opened %1: step %L2, %3, %4</source>
        <translation>%1 খোলা হয়েছে: ধাপ %L2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="79"/>
        <source>Opened %1 (%n history entries)</source>
        <translation>
            <numerusform>%1 খোলা হয়েছে (ইতিহাসে %nটি এন্ট্রি)</numerusform>
            <numerusform>%1 খোলা হয়েছে (ইতিহাসে %nটি এন্ট্রি)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="90"/>
        <source>Following the run in %1: %n history entries</source>
        <translation>
            <numerusform>%1-এ রানটি অনুসরণ করা হচ্ছে: ইতিহাসে %nটি এন্ট্রি</numerusform>
            <numerusform>%1-এ রানটি অনুসরণ করা হচ্ছে: ইতিহাসে %nটি এন্ট্রি</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="109"/>
        <source>The checkpoint is at step %L1: Steps raised from %L2 to %L3.</source>
        <translation>চেকপয়েন্টটি ধাপ %L1-এ আছে: &quot;ধাপ&quot; %L2 থেকে বাড়িয়ে %L3 করা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="135"/>
        <source>Train from scratch instead</source>
        <translation>বরং শুরু থেকে প্রশিক্ষণ দিন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="155"/>
        <source>Cannot fine-tune: %1</source>
        <translation>ফাইন-টিউন করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="164"/>
        <source>Fine-tune</source>
        <translation>ফাইন-টিউন</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="167"/>
        <source>&lt;b&gt;Fine-tuning %1&lt;/b&gt; (its step %L2): the next run starts from its weights, model and tokenizer, with a new optimiser and learning-rate schedule, on the data chosen on the Data page (which shows how much of it the tokenizer knows). It evaluates at step 0 first. The model&apos;s size is fixed; dropout and the training settings can change.</source>
        <translation>&lt;b&gt;%1 ফাইন-টিউনিং&lt;/b&gt; (তার ধাপ %L2): পরের রান এর ওজন, মডেল ও টোকেনাইজার থেকে শুরু হয়, নতুন অপটিমাইজার ও লার্নিং-রেট সূচি সহ, ডেটা পাতায় বেছে নেওয়া ডেটার উপর (যা দেখায় টোকেনাইজার তার কতটা চেনে)। প্রথমে ধাপ ০-এ মূল্যায়ন হয়। মডেলের আকার স্থির; ড্রপআউট ও প্রশিক্ষণের সেটিংস বদলানো যায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="174"/>
        <source>Ready to fine-tune %1: choose the data, then press Fine-tune.</source>
        <translation>%1 ফাইন-টিউনের জন্য প্রস্তুত: ডেটা বেছে নিন, তারপর ফাইন-টিউন চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="175"/>
        <source>Fine-tuning prepared from %1 (its step %L2)</source>
        <translation>%1 থেকে ফাইন-টিউনিং প্রস্তুত (তার ধাপ %L2)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="77"/>
        <source>no evaluation at this step</source>
        <translation>এই ধাপে কোনো মূল্যায়ন নেই</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="95"/>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="150"/>
        <source>Training is running already.</source>
        <translation>প্রশিক্ষণ ইতিমধ্যেই চলছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="100"/>
        <source>Cannot resume: %1</source>
        <translation>আবার শুরু করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="103"/>
        <source>%1 holds weights only (an averaged or exported model): it cannot continue training. Resume from one of the run&apos;s training checkpoints.</source>
        <translation>%1-এ শুধু ওয়েট আছে (গড় করা বা এক্সপোর্ট করা মডেল): এটি দিয়ে প্রশিক্ষণ চালিয়ে যাওয়া যায় না। রানের কোনো একটি প্রশিক্ষণ চেকপয়েন্ট থেকে আবার শুরু করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="121"/>
        <source>Loading the checkpoint and its data…</source>
        <translation>চেকপয়েন্ট ও তার ডেটা লোড করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 ব্যবহার করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>(BLEU and exact matches on the first %L1 of %L2 dev sentences)</source>
        <translation>(BLEU ও হুবহু মিল %L2টি ডেভ বাক্যের প্রথম %L1টিতে)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Step %L1: no dev set, so no dev loss or BLEU; the checkpoint was written.</source>
        <translation>ধাপ %L1: কোনো ডেভ সেট নেই, তাই ডেভ লস বা BLEU নেই; চেকপয়েন্ট লেখা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training %1</source>
        <translation>%1 প্রশিক্ষণ চলছে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>no dev set</source>
        <translation>কোনো ডেভ সেট নেই</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resuming %1 from step %L2 up to step %L3 in %4, evaluating every %L5 steps, precision %6</source>
        <translation>%1 ধাপ %L2 থেকে ধাপ %L3 পর্যন্ত %4-এ আবার চালু করা হচ্ছে, প্রতি %L5 ধাপে মূল্যায়ন, নির্ভুলতা %6</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The form cannot show these settings of %1 as they are and shows the nearest it can (a new run from the form takes those): %2</source>
        <translation>ফর্মটি %1-এর এই সেটিংগুলো হুবহু দেখাতে পারে না, যতটা সম্ভব কাছের মান দেখায় (ফর্ম থেকে নতুন রান সেগুলোই নেয়): %2</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Dev BLEU (greedy)</source>
        <translation>ডেভ BLEU (লোভী)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The model is multilingual: this target-language token is put first in every training and dev source, and the fine-tuned model translates into it by default</source>
        <translation>মডেলটি বহুভাষিক: এই লক্ষ্য-ভাষার টোকেনটি প্রতিটি প্রশিক্ষণ ও ডেভ উৎসের শুরুতে বসানো হয়, এবং ফাইন-টিউন করা মডেল ডিফল্টভাবে সেই ভাষায় অনুবাদ করে</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Target language:</source>
        <translation>লক্ষ্য ভাষা (&amp;T):</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Resume cancelled: the run is unchanged.</source>
        <translation>পুনরায় শুরু বাতিল: রানটি অপরিবর্তিত।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue an earlier checkpoint?</source>
        <translation>আগের একটি চেকপয়েন্ট থেকে চালিয়ে যাবেন?</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>The run went further than this checkpoint: %1 is at step %L2. Continuing step %L3 in the run&apos;s folder would replace the later checkpoints and cut its curves back to step %L3.</source>
        <translation>রানটি এই চেকপয়েন্টের চেয়ে আরও এগিয়েছে: %1 ধাপ %L2-এ আছে। রানের ফোল্ডারে ধাপ %L3 থেকে চালিয়ে গেলে পরের চেকপয়েন্টগুলো প্রতিস্থাপিত হবে এবং এর বক্ররেখা ধাপ %L3 পর্যন্ত কেটে ফেলা হবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>Continue in a &amp;new run folder</source>
        <translation>নতুন রান ফোল্ডারে চালিয়ে যান (&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>&amp;Discard the later steps</source>
        <translation>পরের ধাপগুলো বাদ দিন (&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page_checkpoints.cpp" line="0"/>
        <source>An average of checkpoints is being written; resume when it is done.</source>
        <translation>চেকপয়েন্টগুলোর একটি গড় লেখা হচ্ছে; শেষ হলে পুনরায় শুরু করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="0"/>
        <source>Training notes</source>
        <translation>প্রশিক্ষণের নোট</translation>
    </message>
    <message>
        <location filename="../app/gui/train/train_page.cpp" line="1"/>
        <source>The Data page is reading the last session&apos;s dataset, %1; Train waits for it (or for another dataset chosen there).</source>
        <translation>ডেটা পাতা শেষ সেশনের ডেটাসেট, %1, পড়ছে; প্রশিক্ষণ এর জন্য অপেক্ষা করছে (অথবা সেখানে বেছে নেওয়া অন্য কোনো ডেটাসেটের জন্য)।</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingController</name>
    <message>
        <location filename="../app/bridge/train/training_controller.cpp" line="1"/>
        <source>; the dev loss and BLEU are computed in fp32</source>
        <translation>; ডেভ লস ও BLEU fp32-এ গণনা করা হয়</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingSection</name>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="38"/>
        <source>step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="39"/>
        <source>learning rate</source>
        <translation>লার্নিং রেট</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="47"/>
        <source>class (the gold one is %1)</source>
        <translation>শ্রেণি (সঠিকটি %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="48"/>
        <source>target probability</source>
        <translation>লক্ষ্য সম্ভাবনা</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="86"/>
        <source>&lt;p&gt;Label smoothing (§5.4, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): instead of all probability on the gold token, the target puts 1 − ε&lt;sub&gt;ls&lt;/sub&gt; there and spreads ε&lt;sub&gt;ls&lt;/sub&gt; evenly over all V classes, the gold one included. With V = %2, every class gets ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 and the gold one %4. This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;লেবেল স্মুথিং (§৫.৪, ε&lt;sub&gt;ls&lt;/sub&gt; = %1): সঠিক টোকেনে পুরো সম্ভাবনা না রেখে লক্ষ্য সেখানে 1 − ε&lt;sub&gt;ls&lt;/sub&gt; রাখে এবং ε&lt;sub&gt;ls&lt;/sub&gt; সব V শ্রেণিতে সমানভাবে ছড়িয়ে দেয়, সঠিকটিসহ। V = %2 হলে প্রতিটি শ্রেণি পায় ε&lt;sub&gt;ls&lt;/sub&gt;/V = %3 এবং সঠিকটি %4। এতে পারপ্লেক্সিটি খারাপ হয়, কারণ মডেল কম নিশ্চিত হতে শেখে, কিন্তু নির্ভুলতা ও BLEU বাড়ে।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="100"/>
        <source>Current settings: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, factor = %3. The rate peaks at step %2 with %4.</source>
        <translation>বর্তমান সেটিংস: d&lt;sub&gt;model&lt;/sub&gt; = %1, warmup_steps = %2, গুণক = %3। রেট ধাপ %2-এ সর্বোচ্চ %4-এ পৌঁছায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>&lt;h3&gt;Training: learning rate (§5.3) and label smoothing (§5.4)&lt;/h3&gt;&lt;p&gt;The paper trains with Adam and a learning rate that rises linearly for the first warmup_steps and then decays with the inverse square root of the step (Eq. 3):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The paper&apos;s factor is 1; the studio lets you scale the whole curve with it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;প্রশিক্ষণ: লার্নিং রেট (§৫.৩) ও লেবেল স্মুথিং (§৫.৪)&lt;/h3&gt;&lt;p&gt;পেপারটি Adam দিয়ে প্রশিক্ষণ দেয়, এমন একটি লার্নিং রেটে যা প্রথম warmup_steps ধাপে রৈখিকভাবে বাড়ে এবং তারপর ধাপের বর্গমূলের বিপরীত অনুপাতে কমে (সমীকরণ ৩):&lt;/p&gt;&lt;p&gt;&lt;b&gt;lrate&lt;/b&gt; = factor · d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup_steps&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;পেপারের factor হলো ১; স্টুডিও এটি দিয়ে পুরো বক্ররেখাটি স্কেল করতে দেয়।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="0"/>
        <source>This model was imported: its file does not say how it was trained. The curve shows d&lt;sub&gt;model&lt;/sub&gt; = %1 with the default warmup_steps = %2 and factor = %3; the rate peaks at step %2 with %4.</source>
        <translation>এই মডেলটি আমদানি করা: এর ফাইলে বলা নেই এটি কীভাবে প্রশিক্ষিত হয়েছিল। বক্ররেখাটি d&lt;sub&gt;model&lt;/sub&gt; = %1 দেখায় ডিফল্ট warmup_steps = %2 এবং factor = %3 সহ; হার ধাপ %2-এ %4 নিয়ে সর্বোচ্চে পৌঁছায়।</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported: its file does not say how it was trained, so ε&lt;sub&gt;ls&lt;/sub&gt; = %1 is the default of a new run, not necessarily its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;এই মডেলটি আমদানি করা: এর ফাইল বলে না এটি কীভাবে প্রশিক্ষিত হয়েছিল, তাই ε&lt;sub&gt;ls&lt;/sub&gt; = %1 হলো নতুন রানের ডিফল্ট, অগত্যা এর নিজের নয়।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/learn/learn_training.cpp" line="1"/>
        <source>&lt;p&gt;This model was imported from the PyTorch tutorial&apos;s design, which trains with ε&lt;sub&gt;ls&lt;/sub&gt; = %1 (its loss&apos;s label_smoothing): the value above is its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;এই মডেলটি PyTorch টিউটোরিয়ালের নকশা থেকে আমদানি করা হয়েছে, যা ε&lt;sub&gt;ls&lt;/sub&gt; = %1 দিয়ে প্রশিক্ষণ দেয় (এর লসের label_smoothing): উপরের মানটি এর নিজস্ব।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>studio::app::TrainingWorker</name>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="126"/>
        <source>Longest pair lowered to %1 tokens to fit the model&apos;s %2 positions</source>
        <translation>মডেলের %2টি অবস্থানে আঁটাতে দীর্ঘতম জোড়া %1 টোকেনে নামানো হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="130"/>
        <source>Fine-tuning %1 (its step %2): its model and tokenizer are kept; a new optimiser and schedule start</source>
        <translation>%1-এর ফাইন-টিউনিং (তার ধাপ %2): মডেল ও টোকেনাইজার থাকে; নতুন অপটিমাইজার ও সময়সূচি শুরু হয়</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="155"/>
        <location filename="../app/bridge/train/training_worker.cpp" line="262"/>
        <source>stopped before the first step; nothing was saved</source>
        <translation>প্রথম ধাপের আগে থামানো হয়েছে; কিছুই সংরক্ষিত হয়নি</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="158"/>
        <source>Reading %1</source>
        <translation>%1 পড়া হচ্ছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="162"/>
        <source>Training the tokenizer on %1 pairs</source>
        <translation>%1টি জোড়ায় টোকেনাইজার প্রশিক্ষণ হচ্ছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="174"/>
        <source>%1 parameters, vocabulary %2, %3 steps planned</source>
        <translation>%1টি প্যারামিটার, শব্দভান্ডার %2, %3টি ধাপ পরিকল্পিত</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="201"/>
        <source>training snapshot of %1 at step %2</source>
        <translation>%1-এর ধাপ %2-এ প্রশিক্ষণের স্ন্যাপশট</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>the run is already at step %1; set Steps above that to continue it</source>
        <translation>রানটি ইতিমধ্যে ধাপ %1-এ আছে; চালিয়ে যেতে ধাপের সংখ্যা এর বেশি দিন</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Continuing %1 from step %2 with its own settings; the page&apos;s steps, evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>%1 ধাপ %2 থেকে তার নিজের সেটিং নিয়ে চলছে; পাতার ধাপ, মূল্যায়নের ব্যবধান, রাখা চেকপয়েন্ট, নির্ভুলতা, থ্রেড ও ডিভাইস প্রযোজ্য</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>Every training and dev source starts with %1, the target-language token</source>
        <translation>প্রতিটি প্রশিক্ষণ ও ডেভ উৎস %1 দিয়ে শুরু হয়, লক্ষ্য-ভাষার টোকেন</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="0"/>
        <source>The run&apos;s checkpoints after step %L1 were removed, as chosen</source>
        <translation>বেছে নেওয়া অনুযায়ী ধাপ %L1-এর পরের রানের চেকপয়েন্টগুলো সরানো হয়েছে</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run trained on %1 processes: a step now takes %2 batch(es) where it took %3, so its losses from here are not those the run would have had</source>
        <translation>রানটি %1টি প্রসেসে প্রশিক্ষণ নিয়েছিল: এক ধাপ এখন %3টির জায়গায় %2টি ব্যাচ নেয়, তাই এখান থেকে এর লস রানটির যা হতো তা নয়</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>Continuing %1 from step %2 with its own settings, to the end of its %n epoch(s); the page&apos;s evaluation interval, checkpoints kept, precision, threads and device apply</source>
        <translation>
            <numerusform>%1 ধাপ %2 থেকে এর নিজের সেটিং নিয়ে চলছে, এর %nটি ইপকের শেষ পর্যন্ত; পাতার মূল্যায়নের ব্যবধান, রাখা চেকপয়েন্ট, নির্ভুলতা, থ্রেড ও ডিভাইস প্রযোজ্য</numerusform>
            <numerusform>%1 ধাপ %2 থেকে এর নিজের সেটিং নিয়ে চলছে, এর %nটি ইপকের শেষ পর্যন্ত; পাতার মূল্যায়নের ব্যবধান, রাখা চেকপয়েন্ট, নির্ভুলতা, থ্রেড ও ডিভাইস প্রযোজ্য</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>training snapshot at step %1</source>
        <translation>ধাপ %1-এ প্রশিক্ষণের স্ন্যাপশট</translation>
    </message>
    <message>
        <location filename="../app/bridge/train/training_worker.cpp" line="1"/>
        <source>The run keeps its newest %1 checkpoints: the page&apos;s %2 would delete some it kept, so %1 are kept.</source>
        <translation>রানটি তার নতুনতম %1টি চেকপয়েন্ট রাখে: পৃষ্ঠার %2 রাখা কিছু চেকপয়েন্ট মুছে ফেলত, তাই %1টি রাখা হয়।</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslatePage</name>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Target language:</source>
        <translation>লক্ষ্য ভাষা:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>This model translates into several languages: the token put at the start of every source sentence chooses the output language (a sentence that starts with its own &gt;&gt;xx&lt;&lt; keeps it).</source>
        <translation>এই মডেল একাধিক ভাষায় অনুবাদ করে: প্রতিটি উৎস বাক্যের শুরুতে বসানো টোকেন আউটপুটের ভাষা বেছে নেয় (যে বাক্য নিজের &gt;&gt;xx&lt;&lt; দিয়ে শুরু হয়, সেটি তা রাখে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="39"/>
        <source>Open a checkpoint, or take the model being trained.</source>
        <translation>একটি চেকপয়েন্ট খুলুন, অথবা প্রশিক্ষণাধীন মডেলটি নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="61"/>
        <location filename="../app/gui/translate/translate_page.cpp" line="95"/>
        <source>Translate</source>
        <translation>অনুবাদ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="62"/>
        <source>No model open.</source>
        <translation>কোনো মডেল খোলা নেই।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="66"/>
        <source>Open checkpoint…</source>
        <translation>চেকপয়েন্ট খুলুন…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="67"/>
        <source>Use the model being trained</source>
        <translation>প্রশিক্ষণাধীন মডেলটি ব্যবহার করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="68"/>
        <source>Copies the weights between two training steps; training goes on.</source>
        <translation>দুটি প্রশিক্ষণ ধাপের মাঝে ওয়েটগুলো কপি করে; প্রশিক্ষণ চলতে থাকে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="75"/>
        <source>Beam size; 1 is greedy decoding. The paper used 4 (§6.1).</source>
        <translation>বিমের আকার; 1 মানে গ্রিডি ডিকোডিং। পেপারে 4 ব্যবহার করা হয়েছে (§6.1)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="80"/>
        <source>Length penalty alpha (§6.1: 0.6): scores are log p / ((5 + |Y|) / 6)^alpha.</source>
        <translation>দৈর্ঘ্য পেনাল্টি alpha (§6.1: 0.6): স্কোর হলো log p / ((5 + |Y|) / 6)^alpha।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="85"/>
        <source>A translation ends at the source&apos;s length plus this many tokens when the model has not ended it (EOS) before: an untrained model never does.</source>
        <translation>মডেল আগে শেষ না করলে (EOS) অনুবাদ উৎসের দৈর্ঘ্য যোগ এতগুলো টোকেনে শেষ হয়: অপ্রশিক্ষিত মডেল কখনও শেষ করে না।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="90"/>
        <source>Hypotheses listed (at most the beam size).</source>
        <translation>তালিকায় দেখানো হাইপোথিসিসের সংখ্যা (সর্বোচ্চ বিমের আকার পর্যন্ত)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="94"/>
        <source>Next-token candidates shown at each step.</source>
        <translation>প্রতিটি ধাপে দেখানো পরবর্তী-টোকেন প্রার্থীর সংখ্যা।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="97"/>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="98"/>
        <source>Ends the translation in progress at its next decoding step.</source>
        <translation>চলমান অনুবাদটি তার পরের ডিকোডিং ধাপে শেষ করে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="99"/>
        <source>Step through</source>
        <translation>ধাপে ধাপে</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="101"/>
        <source>Next token</source>
        <translation>পরবর্তী টোকেন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="103"/>
        <source>Back</source>
        <translation>পিছনে</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="111"/>
        <source>Beam:</source>
        <translation>বিম:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="112"/>
        <source>Length penalty:</source>
        <translation>দৈর্ঘ্য পেনাল্টি:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="113"/>
        <source>N-best:</source>
        <translation>N-সেরা:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="114"/>
        <source>Max. extra tokens:</source>
        <translation>সর্বোচ্চ অতিরিক্ত টোকেন:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="126"/>
        <source>Top-k:</source>
        <translation>শীর্ষ-k:</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="137"/>
        <source>Open a checkpoint</source>
        <translation>একটি চেকপয়েন্ট খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="138"/>
        <source>Checkpoints (*.ckpt);;All files (*)</source>
        <translation>চেকপয়েন্ট (*.ckpt);;সব ফাইল (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="145"/>
        <source>Cancelled.</source>
        <translation>বাতিল হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Translation</source>
        <translation>অনুবাদ</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>log p</source>
        <translation>log p</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="159"/>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="171"/>
        <source>N-best</source>
        <translation>N-সেরা</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="174"/>
        <source>Press Step through to decode one token at a time.</source>
        <translation>একবারে একটি করে টোকেন ডিকোড করতে &quot;ধাপে ধাপে&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="178"/>
        <source>Click a token to take it instead of the model&apos;s choice (forced decoding).</source>
        <translation>মডেলের পছন্দের বদলে কোনো টোকেন নিতে তাতে ক্লিক করুন (ফোর্সড ডিকোডিং)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="182"/>
        <source>Step-through</source>
        <translation>ধাপে ধাপে</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="185"/>
        <source>Beam</source>
        <translation>বিম</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="187"/>
        <source>Probes</source>
        <translation>প্রোব</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="197"/>
        <source>Opening %1…</source>
        <translation>%1 খোলা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="202"/>
        <source>Taking a snapshot of the model being trained…</source>
        <translation>প্রশিক্ষণাধীন মডেলের একটি স্ন্যাপশট নেওয়া হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="225"/>
        <source>Translating…</source>
        <translation>অনুবাদ করা হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="266"/>
        <source>Take “%1”</source>
        <translation>“%1” নিন</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="267"/>
        <source>Why “%1” rather than “%2”?</source>
        <translation>কেন “%2” নয়, “%1”?</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="274"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %L2, %L3 parameters, d_model %4, %5 heads, %6+%7 layers, vocabulary %L8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ধাপ %L2, %L3টি প্যারামিটার, d_model %4, %5টি হেড, %6+%7টি লেয়ার, শব্দভান্ডার %L8</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="312"/>
        <source>Translated in %L1 s.</source>
        <translation>%L1 সেকেন্ডে অনুবাদ করা হয়েছে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="351"/>
        <source>Heads were switched on or off on the Analyze page, which ended the step-through: press Step through to start again with them.</source>
        <translation>বিশ্লেষণ পাতায় হেড চালু বা বন্ধ করা হয়েছে, তাই ধাপে-ধাপে অনুবাদ শেষ হয়েছে: সেগুলো নিয়ে আবার শুরু করতে “ধাপে ধাপে” চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="283"/>
        <source>Model ready. Type a sentence and press Translate or Step through.</source>
        <translation>মডেল প্রস্তুত। একটি বাক্য লিখে &quot;অনুবাদ করুন&quot; বা &quot;ধাপে ধাপে&quot; চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="301"/>
        <source>%1. %2 → %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="313"/>
        <source>A sentence was longer than the model&apos;s positions and was cut.</source>
        <translation>একটি বাক্য মডেলের পজিশন-সীমার চেয়ে দীর্ঘ ছিল, তাই কেটে ছোট করা হয়েছে।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/translate/translate_page.cpp" line="315"/>
        <source>%n head(s) switched off on the Analyze page: this is not the whole model.</source>
        <translation>
            <numerusform>বিশ্লেষণ পাতায় %nটি হেড বন্ধ: এটি পুরো মডেল নয়।</numerusform>
            <numerusform>বিশ্লেষণ পাতায় %nটি হেড বন্ধ: এটি পুরো মডেল নয়।</numerusform>
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
        <translation>(এখনও কিছু নেই)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="332"/>
        <source> &lt;i&gt;(finished)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(শেষ)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="345"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1” forced as the translation (not searched). Press Translate for the model&apos;s own translation.</source>
        <translation>বিশ্লেষণ পাতায় ব্যাখ্যা করা জোড়ার অ্যাটেনশন: “%1” অনুবাদ হিসেবে জোর করে বসানো (খোঁজা নয়)। মডেলের নিজের অনুবাদ দেখতে অনুবাদ চাপুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the pair explained on the Analyze page: “%1”, the model&apos;s own translation searched with this page&apos;s settings, read in one pass.</source>
        <translation>বিশ্লেষণ পাতায় ব্যাখ্যা করা জোড়ার অ্যাটেনশন: “%1”, এই পাতার সেটিংস দিয়ে খোঁজা মডেলের নিজের অনুবাদ, এক পাসে পড়া।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Cut off by the length limit: the model had not ended it.</source>
        <translation>দৈর্ঘ্যের সীমায় কেটে দেওয়া হয়েছে: মডেল এটি শেষ করেনি।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The attention of the probe “%1” at step %L2, of the model in training (not the open model).</source>
        <translation>ধাপ %L2-এ প্রোব “%1”-এর অ্যাটেনশন, প্রশিক্ষণরত মডেলের (খোলা মডেলের নয়)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Decodes the first sentence one token at a time, greedily (the most likely token at each step, unless you click another): with a beam above 1 the n-best list can end elsewhere.</source>
        <translation>প্রথম বাক্যটি এক এক টোকেন করে ডিকোড করে, লোভী পদ্ধতিতে (প্রতি ধাপে সবচেয়ে সম্ভাব্য টোকেন, যদি না আপনি অন্যটিতে ক্লিক করেন): বিম ১-এর বেশি হলে n-best তালিকা অন্যভাবে শেষ হতে পারে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The greedy translation has ended: %1</source>
        <translation>লোভী অনুবাদ শেষ হয়েছে: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Step %1. Next token: the most likely (greedy decoding), or click another bar to force it.</source>
        <translation>ধাপ %1। পরের টোকেন: সবচেয়ে সম্ভাব্যটি (লোভী ডিকোডিং), অথবা জোর করে বেছে নিতে অন্য একটি বারে ক্লিক করুন।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The n-best list comes from a beam of %1 and can differ.</source>
        <translation>n-best তালিকাটি %1 প্রস্থের বিম থেকে আসে এবং ভিন্ন হতে পারে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The run ended before a snapshot was taken; the model shown is unchanged.</source>
        <translation>স্ন্যাপশট নেওয়ার আগেই রানটি শেষ হয়েছে; দেখানো মডেলটি অপরিবর্তিত।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>The snapshot of the model being trained came after another model was opened; it was not used.</source>
        <translation>প্রশিক্ষণরত মডেলের স্ন্যাপশটটি অন্য একটি মডেল খোলার পরে এসেছে; এটি ব্যবহার করা হয়নি।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>A sentence to translate; further lines are translated too (greedily, in padded batches).</source>
        <translation>অনুবাদ করার একটি বাক্য; পরের লাইনগুলোও অনুবাদ হয় (গ্রিডি, প্যাড করা ব্যাচে)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="0"/>
        <source>Source sentences</source>
        <translation>উৎস বাক্যগুলো</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="0"/>
        <source>Further lines, greedy (decoded together in padded batches):</source>
        <translation>পরের লাইনগুলো, গ্রিডি (একসাথে প্যাড করা ব্যাচে ডিকোড করা):</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Translates every line of the source (Ctrl+Return).</source>
        <translation>উৎসের প্রতিটি লাইন অনুবাদ করে (Ctrl+Return)।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>Export image…</source>
        <translation>ছবি রপ্তানি…</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page_layout.cpp" line="1"/>
        <source>The step-through&apos;s next-token probabilities (PNG, SVG, PDF) or the whole beam tree (PNG, SVG) as an image.</source>
        <translation>ধাপে ধাপে অনুবাদের পরবর্তী টোকেনের সম্ভাবনা (PNG, SVG, PDF) অথবা পুরো বিম ট্রি (PNG, SVG) ছবি হিসেবে।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Only the Step-through and Beam tabs are exported as images.</source>
        <translation>শুধু ধাপে ধাপে ও বিম ট্যাব ছবি হিসেবে রপ্তানি হয়।</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the beam tree</source>
        <translation>বিম ট্রি রপ্তানি</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export the next-token probabilities</source>
        <translation>পরবর্তী টোকেনের সম্ভাবনা রপ্তানি</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg)</source>
        <translation>ছবি (*.png *.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>ছবি (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/translate/translate_page.cpp" line="1"/>
        <source>Export failed</source>
        <translation>এক্সপোর্ট ব্যর্থ হয়েছে</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AlignmentView</name>
    <message>
        <location filename="../widgets/alignment_view.cpp" line="115"/>
        <source>Word alignment</source>
        <translation>শব্দ অ্যালাইনমেন্ট</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionGrid</name>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="133"/>
        <source>Layer %1, mean over its %n heads</source>
        <translation>
            <numerusform>লেয়ার %1, এর %nটি হেডের গড়</numerusform>
            <numerusform>লেয়ার %1, এর %nটি হেডের গড়</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, mean over its %n heads switched on</source>
        <translation>
            <numerusform>লেয়ার %1, এর চালু থাকা একমাত্র হেড</numerusform>
            <numerusform>লেয়ার %1, এর চালু থাকা %nটি হেডের গড়</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Layer %1, head %2: switched off (its output is not used)</source>
        <translation>লেয়ার %1, হেড %2: বন্ধ (এর আউটপুট ব্যবহার হয় না)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="134"/>
        <source>Layer %1, head %2</source>
        <translation>লেয়ার %1, হেড %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="40"/>
        <location filename="../widgets/attention_grid_paint.cpp" line="116"/>
        <source>Layer %1</source>
        <translation>লেয়ার %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="84"/>
        <source>No attention to show</source>
        <translation>দেখানোর মতো কোনো অ্যাটেনশন নেই</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="102"/>
        <source>Mean</source>
        <translation>গড়</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="107"/>
        <source>Head %1</source>
        <translation>হেড %1</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid_paint.cpp" line="153"/>
        <source>attention weight · rows: queries, columns: keys</source>
        <extracomment>legend under the layers x heads grid</extracomment>
        <translation>অ্যাটেনশন ওয়েট · সারি: কোয়েরি, কলাম: কী</translation>
    </message>
    <message>
        <location filename="../widgets/attention_grid.cpp" line="0"/>
        <source>Attention of every layer and head</source>
        <translation>প্রতিটি স্তর ও হেডের অ্যাটেনশন</translation>
    </message>
</context>
<context>
    <name>studio::widgets::AttentionHeatmap</name>
    <message>
        <location filename="../widgets/attention_heatmap.cpp" line="96"/>
        <location filename="../widgets/attention_heatmap.cpp" line="137"/>
        <source>attention weight</source>
        <translation>অ্যাটেনশন ওয়েট</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_export.cpp" line="42"/>
        <location filename="../widgets/attention_heatmap_export.cpp" line="58"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 লেখা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="49"/>
        <source>−∞ (masked)</source>
        <translation>−∞ (মাস্ক করা)</translation>
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
        <translation>হিটম্যাপ</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>%1 (masked: −∞ before the softmax)</source>
        <translation>%1 (মাস্ক করা: সফটম্যাক্সের আগে −∞)</translation>
    </message>
    <message>
        <location filename="../widgets/attention_heatmap_input.cpp" line="1"/>
        <source>not an input</source>
        <translation>ইনপুট নয়</translation>
    </message>
</context>
<context>
    <name>studio::widgets::BeamTreeView</name>
    <message>
        <location filename="../widgets/beam_tree_export.cpp" line="19"/>
        <source>Beam search tree</source>
        <translation>বিম সার্চ ট্রি</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>log p %1</source>
        <translation>log p %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="100"/>
        <source>score %1</source>
        <translation>স্কোর %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="124"/>
        <source>%1: the start of every hypothesis</source>
        <translation>%1: প্রতিটি হাইপোথিসিসের শুরু</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="157"/>
        <source>step %1</source>
        <translation>ধাপ %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>finished: left the beam here</source>
        <translation>শেষ: এখানে বিম ছেড়ে গেছে</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="197"/>
        <source>pruned: no descendant lasts</source>
        <translation>ছাঁটাই করা: কোনো উত্তরসূরি টেকেনি</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="198"/>
        <source>alive</source>
        <translation>সক্রিয়</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="199"/>
        <source> · on the best path</source>
        <translation> · সেরা পথে</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="202"/>
        <source>step %1, candidate %2</source>
        <translation>ধাপ %1, প্রার্থী %2</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="203"/>
        <source>log p = %1</source>
        <translation>log p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="204"/>
        <source>score = %1</source>
        <translation>স্কোর = %1</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>Orange: the best translation. Double border: finished (took &lt;/s&gt;); dotted inside: cut off by the length limit. Faded: pruned (no descendant lasts). Each box: piece, cumulative log p, score (log p / length penalty). Ctrl+wheel zooms, drag pans.</source>
        <translation>কমলা: সেরা অনুবাদ। দ্বিগুণ সীমানা: সমাপ্ত (&lt;/s&gt; নিয়েছে); ভেতরে বিন্দুযুক্ত: দৈর্ঘ্যের সীমায় কেটে দেওয়া। ফিকে: ছাঁটা (কোনো উত্তরসূরি টেকেনি)। প্রতিটি বাক্স: টুকরো, সঞ্চিত log p, স্কোর (log p / দৈর্ঘ্য জরিমানা)। Ctrl+চাকা জুম করে, টেনে সরান।</translation>
    </message>
    <message>
        <location filename="../widgets/beam_tree_view.cpp" line="0"/>
        <source>cut off: the length limit ended it without &lt;/s&gt;</source>
        <translation>কেটে দেওয়া: দৈর্ঘ্যের সীমা এটিকে &lt;/s&gt; ছাড়াই শেষ করেছে</translation>
    </message>
</context>
<context>
    <name>studio::widgets::HeadGrid</name>
    <message>
        <location filename="../widgets/head_grid.cpp" line="138"/>
        <source>off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <location filename="../widgets/head_grid.cpp" line="0"/>
        <source>Grid of attention heads</source>
        <translation>অ্যাটেনশন হেডগুলোর গ্রিড</translation>
    </message>
</context>
<context>
    <name>studio::widgets::MetricPlot</name>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="62"/>
        <source>step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="310"/>
        <location filename="../widgets/metric_plot.cpp" line="324"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 লেখা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <location filename="../widgets/metric_plot.cpp" line="0"/>
        <source>Plot</source>
        <translation>লেখচিত্র</translation>
    </message>
</context>
<context>
    <name>studio::widgets::ProbabilityBars</name>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="65"/>
        <source>Click a token, or move with Up/Down and press Enter, to choose it.</source>
        <translation>কোনো টোকেন বেছে নিতে তাতে ক্লিক করুন, অথবা Up/Down দিয়ে সরে গিয়ে Enter চাপুন।</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="76"/>
        <source>probability</source>
        <translation>সম্ভাবনা</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="126"/>
        <source>No decoding step yet</source>
        <translation>এখনও কোনো ডিকোডিং ধাপ নেই</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="212"/>
        <source>id %1</source>
        <translation>আইডি %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="213"/>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <location filename="../widgets/probability_bars.cpp" line="0"/>
        <source>Next-token probabilities</source>
        <translation>পরের টোকেনের সম্ভাবনা</translation>
    </message>
</context>
<context>
    <name>studio::app::ModelFolderDialog</name>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Converting: reading the weights and checking them against config.json…</source>
        <translation>রূপান্তর চলছে: ওজন পড়া হচ্ছে এবং config.json-এর সাথে মেলানো হচ্ছে…</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Choose where to save the converted model.</source>
        <translation>রূপান্তরিত মডেলটি কোথায় সংরক্ষণ হবে তা বেছে নিন।</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Weights: %1</source>
        <translation>ওজন: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Multilingual: start a source with one of its %n target-language token(s), e.g. %1.</source>
        <translation>
            <numerusform>বহুভাষিক: উৎস বাক্যটি এর %nটি লক্ষ্য-ভাষা টোকেনের একটি দিয়ে শুরু করুন, যেমন %1।</numerusform>
            <numerusform>বহুভাষিক: উৎস বাক্যটি এর %nটি লক্ষ্য-ভাষা টোকেনের একটি দিয়ে শুরু করুন, যেমন %1।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Vocabulary: %1 source and %2 target pieces. Decoding: beam %3; a translation ends at the source length + the Translate page&apos;s max. extra tokens (the folder&apos;s max_length is %4).</source>
        <translation>শব্দভান্ডার: %1টি উৎস ও %2টি লক্ষ্য পিস। ডিকোডিং: বিম %3; একটি অনুবাদ শেষ হয় উৎসের দৈর্ঘ্য + অনুবাদ পৃষ্ঠার সর্বোচ্চ অতিরিক্ত টোকেনে (ফোল্ডারের max_length: %4)।</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Marian model: %1 encoder and %2 decoder layers, %3 heads, d_model %4, d_ff %5, %6; %7 parameters.</source>
        <translation>Marian মডেল: %1টি এনকোডার ও %2টি ডিকোডার স্তর, %3টি হেড, d_model %4, d_ff %5, %6; %7টি প্যারামিটার।</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>After the conversion, prepares a new training run that starts from this model (Train page), on the data chosen on the Data page, keeping its tokenizer.</source>
        <translation>রূপান্তরের পরে এই মডেল থেকে শুরু হওয়া একটি নতুন প্রশিক্ষণ রান প্রস্তুত করে (প্রশিক্ষণ পাতা), ডেটা পাতায় বেছে নেওয়া ডেটায়, এর টোকেনাইজার রেখে।</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and fine-tune</source>
        <translation>রূপান্তর করে ফাইন-টিউন করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Convert and open</source>
        <translation>রূপান্তর করে খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save as:</source>
        <translation>সংরক্ষণের নাম:</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Checkpoints (*.ckpt)</source>
        <translation>চেকপয়েন্ট (*.ckpt)</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Save the converted model as</source>
        <translation>রূপান্তরিত মডেলটি এভাবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is a Hugging Face model folder. Attention Studio converts a Marian model (the OPUS-MT translation models) once into its own checkpoint, which then opens on every page.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; একটি Hugging Face মডেল ফোল্ডার। Attention Studio একটি Marian মডেলকে (OPUS-MT-র অনুবাদ মডেল) একবার নিজের চেকপয়েন্টে রূপান্তর করে, যা তারপর প্রতিটি পাতায় খোলে।</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Open a Hugging Face model</source>
        <translation>একটি Hugging Face মডেল খুলুন</translation>
    </message>
    <message>
        <location filename="../app/gui/model_folder_dialog.cpp" line="0"/>
        <source>Still converting: the dialog closes when the checkpoint is written.</source>
        <translation>এখনও রূপান্তর চলছে: চেকপয়েন্ট লেখা হলে ডায়ালগটি বন্ধ হবে।</translation>
    </message>
</context>
<context>
    <name>studio::app::TranslationWorker</name>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>the translation has ended (EOS or length limit)</source>
        <translation>অনুবাদ শেষ হয়েছে (EOS বা দৈর্ঘ্যের সীমা)</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>start a step-through first</source>
        <translation>আগে ধাপে ধাপে অনুবাদ শুরু করুন</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>nothing to translate: type a sentence</source>
        <translation>অনুবাদ করার কিছু নেই: একটি বাক্য লিখুন</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/translation_worker.cpp" line="0"/>
        <source>no model is open: open a checkpoint or take one from training</source>
        <translation>কোনো মডেল খোলা নেই: একটি চেকপয়েন্ট খুলুন বা প্রশিক্ষণ থেকে একটি নিন</translation>
    </message>
</context>
<context>
    <name>studio::app::AttributionJob</name>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>unknown attribution method</source>
        <translation>অজানা অ্যাট্রিবিউশন পদ্ধতি</translation>
    </message>
    <message>
        <location filename="../app/bridge/translate/attribution_job.cpp" line="0"/>
        <source>type a source sentence to explain</source>
        <translation>ব্যাখ্যার জন্য একটি উৎস বাক্য লিখুন</translation>
    </message>
</context>
</TS>
