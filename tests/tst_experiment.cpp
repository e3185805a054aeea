// The experiment plan of the engine (train/experiment.h): settings applied
// by train's option names read back the same through the run summary's
// names, bad values refused naming the setting and its range, grids and
// Table 3's rows, a plan that survives its JSON file, and a plan whose runs
// cannot be built refused naming the run.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/experiment.h"
#include "train/experiment_summary.h"
#include "train/run_summary.h"

#include "eval/bleu.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <clocale>
#include <cmath>
#include <cstdio>
#include <limits>

using namespace studio;

class TestExperiment : public QObject {
    Q_OBJECT

private slots:
    void settingReadsBack_data();
    void settingReadsBack();
    void everyVariableSettingIsARunSetting();
    void aFineTunedModelsDeparturesAreCompared();
    void badValueRefused_data();
    void badValueRefused();
    void gridCombinations();
    void table3Rows_data();
    void table3Rows();
    void table3AroundTheBase_data();
    void table3AroundTheBase();
    void table3AroundUnusualBases();
    void planRoundTrip();
    void planRunsChecked();
    void variationTablePoolsSeeds();
    void unfinishedRowsHaveSettingsAndNoRank();
    void seedGridGivesItsSeeds();
    void numbersReadTheSameInEveryLanguage();
};

void TestExperiment::settingReadsBack_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("heads") << "heads" << "8" << "8";
    QTest::newRow("d-k") << "d-k" << "16" << "16";
    QTest::newRow("d-v") << "d-v" << "24" << "24";
    QTest::newRow("layers") << "layers" << "3" << "3";
    QTest::newRow("encoder-layers") << "encoder-layers" << "4" << "4";
    QTest::newRow("d-model") << "d-model" << "64" << "64";
    QTest::newRow("d-ff") << "d-ff" << "256" << "256";
    QTest::newRow("dropout") << "dropout" << "0.2" << "0.2";
    QTest::newRow("label-smoothing") << "label-smoothing" << "0" << "0";
    QTest::newRow("learned-positions on") << "learned-positions" << "1" << "true";
    QTest::newRow("learned-positions empty") << "learned-positions" << "" << "true";
    QTest::newRow("pre-norm off") << "pre-norm" << "0" << "false";
    QTest::newRow("no-share-embeddings") << "no-share-embeddings" << "1" << "false";
    QTest::newRow("warmup") << "warmup" << "123" << "123";
    QTest::newRow("lr-factor") << "lr-factor" << "0.5" << "0.5";
    QTest::newRow("vocab-size") << "vocab-size" << "500" << "500";
    QTest::newRow("seed") << "seed" << "7" << "7";
    QTest::newRow("precision") << "precision" << "fp32" << "fp32";
    QTest::newRow("eval-sentences") << "eval-sentences" << "50" << "50";
    // Every digit a setting has (6 showed 0.9999999 as "1", out of range,
    // and two runs that differ in the seventh digit alike).
    QTest::newRow("adam-beta2 of 7 nines") << "adam-beta2" << "0.9999999" << "0.9999999";
    QTest::newRow("adam-eps of 9 digits") << "adam-eps" << "1.23456789e-9" << "1.23456789e-09";
    QTest::newRow("adam-eps 1e-9") << "adam-eps" << "1e-9" << "1e-09";
}

void TestExperiment::settingReadsBack() {
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    train::RunSummary run;
    run.model = nn::TransformerConfig::preset("tiny");
    run.training = train::TrainingConfig::preset("tiny");
    train::apply_setting(run.model, run.training, name.toStdString(), value.toStdString());
    if (name == "vocab-size") {  // the size asked of the tokenizer; the summary names the size it made
        QCOMPARE(run.training.vocab_size, value.toLongLong());
        return;
    }
    // The switches that turn a default off are read as the setting they clear.
    std::string read = name.toStdString();
    if (read == "no-share-embeddings") read = "share-embeddings";
    QCOMPARE(QString::fromStdString(train::setting_of(run, read)), expected);
}

void TestExperiment::everyVariableSettingIsARunSetting() {
    // A setting an experiment varies must show in the config diff and the
    // summary columns, so each must be a name of run_settings().
    train::RunSummary run;
    run.model = nn::TransformerConfig::preset("tiny");
    run.training = train::TrainingConfig::preset("tiny");
    for (const auto& name : train::variable_settings()) {
        if (name == "no-share-embeddings" || name == "no-tie-output") continue;  // setting_of reads them
        QVERIFY2(!train::setting_of(run, name).empty(), name.c_str());
    }
}

// The Runs page's config diff between a run trained here and one fine-tuned
// from a multilingual Marian model names what sets them apart.
void TestExperiment::aFineTunedModelsDeparturesAreCompared() {
    train::RunSummary ours;
    ours.model = nn::TransformerConfig::preset("tiny");
    ours.training = train::TrainingConfig::preset("tiny");
    train::RunSummary marian = ours;
    marian.model.activation = nn::Activation::SiLU;
    marian.model.position_layout = nn::PositionLayout::SinThenCos;
    marian.model.output_bias = true;
    marian.training.language_token = ">>spa<<";
    const auto differing = train::differing_settings({ours, marian});
    const std::vector<std::string> expected = {"activation", "position-layout", "output-bias", "language"};
    QCOMPARE(differing, expected);
    QCOMPARE(QString::fromStdString(train::setting_of(marian, "language")), QString(">>spa<<"));
    QCOMPARE(QString::fromStdString(train::setting_of(ours, "language")), QString("-"));
}

void TestExperiment::badValueRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("unknown") << "colour" << "red" << QStringList{"colour", "not an option of train"};
    QTest::newRow("where the data is") << "demo" << "dates" << QStringList{"demo", "cannot vary"};
    QTest::newRow("steps are shared") << "steps" << "5" << QStringList{"steps", "cannot vary"};
    QTest::newRow("above the range") << "dropout" << "1.5" << QStringList{"dropout=1.5", "0 to 0.99"};
    // The range in every digit (6 gave "0 to 1" and "0 to 1.09951e+12").
    QTest::newRow("above adam-beta2's range") << "adam-beta2" << "1" << QStringList{"adam-beta2=1", "0 to 0.999999999"};
    QTest::newRow("above the seed's range") << "seed" << "1e13" << QStringList{"seed=1e13", "0 to 1099511627776"};
    QTest::newRow("not a number") << "heads" << "two" << QStringList{"heads=two", "whole number"};
    QTest::newRow("not whole") << "heads" << "2.5" << QStringList{"heads=2.5", "whole number"};
    QTest::newRow("trailing text") << "d-ff" << "64x" << QStringList{"d-ff=64x"};
    QTest::newRow("switch value") << "learned-positions" << "2" << QStringList{"learned-positions", "0 and 1"};
}

void TestExperiment::badValueRefused() {
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QStringList, expected);
    nn::TransformerConfig model;
    train::TrainingConfig training;
    try {
        train::apply_setting(model, training, name.toStdString(), value.toStdString());
        QFAIL("accepted");
    } catch (const std::invalid_argument& e) {
        for (const auto& part : expected) QVERIFY2(QString(e.what()).contains(part), e.what());
    }
}

void TestExperiment::gridCombinations() {
    const auto v = train::grid_variations("heads=1,2 learned-positions=0,true");
    QCOMPARE(v.size(), size_t(4));
    QCOMPARE(QString::fromStdString(v[0].name), QString("heads-1_learned-positions-0"));
    QCOMPARE(QString::fromStdString(v[3].name), QString("heads-2_learned-positions-1"));
    QCOMPARE(QString::fromStdString(v[1].describe()), QString("heads=1 learned-positions=1"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::grid_variations("heads=1,1x"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::grid_variations("heads=1 heads=2"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::grid_variations(""));
    // A value twice would be two runs of one folder (the second skipped as
    // finished, the first counted twice); switch values compare as read.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::grid_variations("heads=2,2"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::grid_variations("learned-positions=1,true"));
}

void TestExperiment::table3Rows_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("reduced");
    QTest::addColumn<int>("runs");
    // base, A 4, B 2, C 6, D 4, E 1; reduced: one per group.
    QTest::newRow("tiny") << "tiny" << false << 18;
    QTest::newRow("small reduced") << "small" << true << 6;
}

void TestExperiment::table3Rows() {
    QFETCH(QString, preset);
    QFETCH(bool, reduced);
    QFETCH(int, runs);
    const auto plan = train::make_plan(reduced ? "table3-reduced" : "table3", "", nn::TransformerConfig::preset(preset.toStdString()),
                                       train::TrainingConfig::preset(preset.toStdString()), "{}", 50, 1);
    const auto planned = plan.runs();
    QCOMPARE(int(planned.size()), runs);
    QCOMPARE(QString::fromStdString(planned.front().name), QString("base"));
    for (const auto& r : planned) {
        QCOMPARE(r.training.steps, int64_t(50));
        QCOMPARE(r.training.epochs, int64_t(0));
        // Row A keeps h d_k = d_model: the computation stays constant.
        if (r.variation->group == "A") QCOMPARE(r.model.num_heads * r.model.key_dim(), r.model.d_model);
    }
    QCOMPARE(planned.back().model.learned_positions, true);
}

// The rows are taken around the base's own sizes: around the paper's base
// they are the paper's Table 3; around a run of d_model 192 they keep
// h d_k = 192 (they were the tiny preset's, d_k = 128 / h, whatever the
// base); a base they do not divide is refused naming its sizes.
void TestExperiment::table3AroundTheBase_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("layers");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("the paper's base") << "base" << 512 << 6
        << QStringList{"base", "A-h1", "A-h4", "A-h16", "A-h32", "B-dk16", "B-dk32", "C-N5", "C-N7", "C-d256",
                       "C-d1024", "C-ff1024", "C-ff4096", "D-drop0", "D-drop0.2", "D-ls0", "D-ls0.2", "E-learned"};
    QTest::newRow("tiny") << "tiny" << 128 << 2
        << QStringList{"base", "A-h1", "A-h2", "A-h8", "A-h16", "B-dk8", "B-dk16", "C-N1", "C-N3", "C-d64", "C-d256",
                       "C-ff256", "C-ff1024", "D-drop0", "D-drop0.2", "D-ls0", "D-ls0.2", "E-learned"};
    QTest::newRow("tiny widened to 192, 4 layers") << "tiny" << 192 << 4
        << QStringList{"base", "A-h1", "A-h2", "A-h8", "A-h16", "B-dk12", "B-dk24", "C-N3", "C-N5", "C-d96", "C-d384",
                       "C-ff256", "C-ff1024", "D-drop0", "D-drop0.2", "D-ls0", "D-ls0.2", "E-learned"};
    QTest::newRow("d_model 100: refused") << "tiny" << 100 << 2 << QStringList{};
}

void TestExperiment::table3AroundTheBase() {
    QFETCH(QString, preset);
    QFETCH(int, dModel);
    QFETCH(int, layers);
    QFETCH(QStringList, names);
    auto model = nn::TransformerConfig::preset(preset.toStdString());
    model.d_model = dModel;
    model.num_encoder_layers = model.num_decoder_layers = layers;
    const auto training = train::TrainingConfig::preset(preset.toStdString());
    if (names.isEmpty()) {
        try {
            train::make_plan("table3", "", model, training, "{}", 50, 1);
            QFAIL("the plan was made");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("d_model 100, 4 heads"), e.what());
        }
        return;
    }
    const auto plan = train::make_plan("table3", "", model, training, "{}", 50, 1);
    QStringList got;
    for (const auto& r : plan.runs()) {
        got << QString::fromStdString(r.name);
        if (r.variation->group == "A") QCOMPARE(r.model.num_heads * r.model.key_dim(), int64_t(dModel));
        if (r.variation->group == "C" || r.variation->group == "A") continue;
        QCOMPARE(r.model.num_encoder_layers, int64_t(layers));  // the other rows keep the base's depth
    }
    QCOMPARE(got, names);
}

// A one-head base still has a row A in the reduced table (2 heads; it had
// none), C's widths set d_k = d_v = d / h as the paper's row C lists them,
// and a base whose h d_k is not d_model is refused (row A could not keep
// the computation constant).
void TestExperiment::table3AroundUnusualBases() {
    auto model = nn::TransformerConfig::preset("tiny");
    const auto training = train::TrainingConfig::preset("tiny");
    model.num_heads = 1;
    const auto reduced = train::make_plan("table3-reduced", "", model, training, "{}", 50, 1);
    QStringList names;
    for (const auto& r : reduced.runs()) names << QString::fromStdString(r.name);
    QCOMPARE(names, (QStringList{"base", "A-h2", "B-dk32", "C-N1", "D-drop0", "E-learned"}));

    model = nn::TransformerConfig::preset("tiny");
    for (const auto& r : train::make_plan("table3", "", model, training, "{}", 50, 1).runs())
        if (r.name == "C-d256") QCOMPARE(r.model.key_dim() * r.model.num_heads, int64_t(256));

    model.d_k = 16;  // 4 heads of 16: h d_k = 64, not d_model 128
    try {
        train::make_plan("table3", "", model, training, "{}", 50, 1);
        QFAIL("the plan was made");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains("h d_k = h d_v = d_model"), e.what());
    }
}

void TestExperiment::planRoundTrip() {
    const auto plan = train::make_plan("grid", "heads=1,2 dropout=0,0.2", nn::TransformerConfig::preset("tiny"),
                                       train::TrainingConfig::preset("tiny"), "{\"kind\":\"demo\"}", 40, 2);
    QTemporaryDir dir;
    train::save_plan(dir.path().toStdString(), plan);
    QVERIFY(train::has_plan(dir.path().toStdString()));
    const auto back = train::load_plan(dir.path().toStdString());
    QCOMPARE(back.to_json(), plan.to_json());
    const auto a = plan.runs(), b = back.runs();
    QCOMPARE(a.size(), size_t(8));
    QCOMPARE(b.size(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(b[i].name, a[i].name);
        QCOMPARE(b[i].model.to_json(), a[i].model.to_json());
        QCOMPARE(b[i].training.to_json(), a[i].training.to_json());
    }
    // Seeds: seed, seed + 1 for each variation; the seed is a column.
    QCOMPARE(a[1].training.seed, a[0].training.seed + 1);
    QCOMPARE(QString::fromStdString(a[1].name), QString("heads-1_dropout-0_seed-2"));
    QCOMPARE(QString::fromStdString(plan.columns.back().second), QString("seed"));
    // A run name that is no folder name (a hand-edited plan): refused, not a
    // run written outside the experiment's folder.
    for (const char* name : {"../elsewhere", "a/b", "a\\b", "..", ""}) {
        auto edited = nlohmann::json::parse(plan.to_json());
        edited["variations"][0]["name"] = name;
        try {
            train::ExperimentPlan::from_json(edited.dump());
            QFAIL(qPrintable(QStringLiteral("accepted the run name '%1'").arg(QString::fromLatin1(name))));
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("not a folder name"), e.what());
        }
    }
    // A damaged file names itself.
    QFile damaged(dir.filePath("experiment.json"));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\": 3");
    damaged.close();
    try {
        train::load_plan(dir.path().toStdString());
        QFAIL("read a damaged plan");
    } catch (const std::runtime_error& e) {
        QVERIFY2(QString(e.what()).contains("experiment.json"), e.what());
    }
}

void TestExperiment::planRunsChecked() {
    // heads=3 does not divide tiny's d_model 128: refused before anything runs, naming the run.
    try {
        train::make_plan("grid", "heads=2,3", nn::TransformerConfig::preset("tiny"), train::TrainingConfig::preset("tiny"),
                         "{}", 10, 1);
        QFAIL("accepted heads=3");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains("run 'heads-3' (heads=3)"), e.what());
    }
    // With d_k and d_v given, heads need not divide d_model.
    QCOMPARE(train::make_plan("grid", "heads=3 d-k=16 d-v=16", nn::TransformerConfig::preset("tiny"),
                              train::TrainingConfig::preset("tiny"), "{}", 10, 1).runs().size(),
             size_t(1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             train::make_plan("grid", "heads=2", nn::TransformerConfig::preset("tiny"),
                                              train::TrainingConfig::preset("tiny"), "{}", 0, 1));  // no steps
}

void TestExperiment::variationTablePoolsSeeds() {
    const auto plan = train::make_plan("grid", "heads=1,2", nn::TransformerConfig::preset("tiny"),
                                       train::TrainingConfig::preset("tiny"), "{}", 10, 2);
    std::vector<train::RunSummary> runs;
    const double ppl[] = {4.0, 6.0, 2.0, 2.0};
    int i = 0;
    for (const auto& r : plan.runs()) {
        train::RunSummary s;
        s.run = r.name;
        s.model = r.model;
        s.training = r.training;
        s.planned_steps = 10;
        s.steps = 10;
        s.finished = true;
        s.dev_ppl = ppl[i++];
        s.dev_bleu = 10.0;
        runs.push_back(s);
    }
    auto settings = plan.columns;
    settings.pop_back();  // the seed: pooled
    const QString table = QString::fromStdString(train::variation_table(plan.variations, 2, runs, settings));
    // heads-1: mean 5, sd sqrt(2); heads-2: 2 ± 0 and ranked first.
    QVERIFY2(table.contains("| heads-1 | 1 | 10 | 5.000 ± 1.414 | 10.00 ± 0.00 |"), qPrintable(table));
    QVERIFY2(table.contains("| heads-2 | 2 | 10 | 2.000 ± 0.000 | 10.00 ± 0.00 |"), qPrintable(table));
    QVERIFY2(table.contains("| 1 | 2 of 2 |"), qPrintable(table));
    QCOMPARE(train::ranks_by_perplexity(runs), (std::vector<int>{3, 4, 1, 2}));

    // A seed resumed for 20 more steps (the Train page's "as far again") is
    // finished at 30 steps: not pooled with the 10-step seed, whose mean the
    // row shows under "10" (it showed 5 ± 1.4 of a 10- and a 30-step model).
    const auto planned = train::planned_settings(plan);
    for (const bool withPlan : {true, false}) {
        auto resumed = runs;
        resumed[1].steps = resumed[1].planned_steps = 30;
        const auto rows = train::variation_rows(plan.variations, 2, resumed, settings, withPlan ? &planned : nullptr);
        QCOMPARE(rows[0].steps, int64_t(10));
        QCOMPARE(rows[0].finished, 1);
        QCOMPARE(rows[0].other_length, 1);
        QCOMPARE(rows[0].ppl, 4.0);
        QVERIFY(std::isnan(rows[0].ppl_sd));
        QCOMPARE(rows[1].finished, 2);
        QCOMPARE(rows[1].other_length, 0);
        const QString resumedTable = QString::fromStdString(
                train::variation_table(plan.variations, 2, resumed, settings, withPlan ? &planned : nullptr));
        QVERIFY2(resumedTable.contains("| heads-1 | 1 | 10 | 4.000 |"), qPrintable(resumedTable));
        QVERIFY2(resumedTable.contains("1 of 2 (+1 of other steps, not pooled) |"), qPrintable(resumedTable));
    }

    // A run still training and one without a dev set are not placed, in
    // summary.csv and summary.json as in table.md (they were ranked 1 and 4).
    runs[2].finished = false;
    runs[3].dev_ppl = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(train::ranks_by_perplexity(runs), (std::vector<int>{1, 2, 0, 0}));
    const auto json = train::summary_json(runs, settings);
    QVERIFY(json[2]["rank"].is_null());
    QVERIFY(json[3]["rank"].is_null());
    QCOMPARE(json[0]["rank"].get<int>(), 1);
    const QStringList csv = QString::fromStdString(train::summary_csv(runs, settings)).split('\n');
    const int rankColumn = csv[0].split(',').indexOf("rank");
    QVERIFY(rankColumn > 0);
    QCOMPARE(csv[3].split(',')[rankColumn], QString());
    QCOMPARE(csv[1].split(',')[rankColumn], QString("1"));
}

// An experiment with one run done: table.md (written by the app's queue
// and `sweep` alike) shows the planned settings of the variation not run
// yet, and no rank for it (it printed rank 2 as if measured last, while
// the app's table left it blank).
void TestExperiment::unfinishedRowsHaveSettingsAndNoRank() {
    const auto plan = train::make_plan("grid", "heads=1,2 dropout=0.3", nn::TransformerConfig::preset("tiny"),
                                       train::TrainingConfig::preset("tiny"), "{}", 10, 1);
    const auto planned = plan.runs();
    QCOMPARE(planned.size(), size_t(2));
    train::RunSummary done;
    done.run = planned[0].name;
    done.model = planned[0].model;
    done.training = planned[0].training;
    done.planned_steps = 10;
    done.steps = 10;
    done.finished = true;
    done.dev_ppl = 3.0;
    done.dev_bleu = 12.0;
    const auto settings = train::planned_settings(plan);
    QCOMPARE(settings.size(), size_t(2));
    const QString table = QString::fromStdString(
        train::variation_table(plan.variations, 1, {done}, plan.columns, &settings));
    QVERIFY2(table.contains("| heads-1_dropout-0.3 | 1 | 0.3 | 10 | 3.000 | 12.00 |"), qPrintable(table));
    // heads-2: its heads (the one setting that differs), its steps, no figures, no rank.
    QVERIFY2(table.contains("| heads-2_dropout-0.3 | 2 |  | 10 | – | – |"), qPrintable(table));
    QVERIFY2(table.contains(" |  | 0 of 1 |"), qPrintable(table));
    const auto rows = train::variation_rows(plan.variations, 1, {done}, plan.columns, &settings);
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[1].rank, 0);
    // A finished run without a dev set (no perplexity) is not placed either.
    train::RunSummary unmeasured = done;
    unmeasured.run = planned[1].name;
    unmeasured.model = planned[1].model;
    unmeasured.training = planned[1].training;
    unmeasured.dev_ppl = unmeasured.dev_bleu = std::numeric_limits<double>::quiet_NaN();
    const auto both = train::variation_rows(plan.variations, 1, {done, unmeasured}, plan.columns, &settings);
    QCOMPARE(both[1].finished, 1);
    QCOMPARE(both[1].rank, 0);
    QCOMPARE(both[0].rank, 1);

    // A planned vocabulary is the size asked of the tokenizer: the model's
    // size is only known once the tokenizer is made (it showed 0).
    const auto vocab_plan = train::make_plan("grid", "vocab-size=500,1000", nn::TransformerConfig::preset("tiny"),
                                             train::TrainingConfig::preset("tiny"), "{}", 10, 1);
    const auto vocab_planned = train::planned_settings(vocab_plan);
    const QString vocab_table = QString::fromStdString(
        train::variation_table(vocab_plan.variations, 1, {}, vocab_plan.columns, &vocab_planned));
    QVERIFY2(vocab_table.contains("| vocab-size-500 | 500 |"), qPrintable(vocab_table));
    QVERIFY2(vocab_table.contains("| vocab-size-1000 | 1000 |"), qPrintable(vocab_table));
}

// A grid of seeds: each run trains with its own (they were all overwritten
// with the plan's seed: three identical runs). With seeds per variation
// too, the plan is refused.
void TestExperiment::seedGridGivesItsSeeds() {
    const auto plan = train::make_plan("grid", "seed=5,6", nn::TransformerConfig::preset("tiny"),
                                       train::TrainingConfig::preset("tiny"), "{}", 10, 1);
    const auto runs = plan.runs();
    QCOMPARE(runs.size(), size_t(2));
    QCOMPARE(runs[0].training.seed, uint64_t(5));
    QCOMPARE(runs[1].training.seed, uint64_t(6));
    // Seeds per variation still count from the plan's seed.
    auto training = train::TrainingConfig::preset("tiny");
    training.seed = 40;
    const auto seeded = train::make_plan("grid", "heads=1,2", nn::TransformerConfig::preset("tiny"), training, "{}", 10, 2);
    QCOMPARE(seeded.runs()[1].training.seed, uint64_t(41));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             train::make_plan("grid", "seed=5,6", nn::TransformerConfig::preset("tiny"),
                                              train::TrainingConfig::preset("tiny"), "{}", 10, 2));
}

// The app runs with the C library's numbers in the system's language (Qt
// sets it): a German desktop printed "3,142" and read "0.1" as 0. Settings,
// summaries and BLEU read and write "0.1" whatever LC_NUMERIC says.
void TestExperiment::numbersReadTheSameInEveryLanguage() {
    // A German locale built here (no system locale is assumed).
    QTemporaryDir locales;
    QVERIFY(locales.isValid());
    const QString localedef = QStandardPaths::findExecutable(QStringLiteral("localedef"));
    if (localedef.isEmpty() || !QFile::exists(QStringLiteral("/usr/share/i18n/locales/de_DE")))
        QFAIL("localedef or the de_DE locale source is missing: install the locales package (scripts/setup.sh)");
    QProcess make;
    make.start(localedef, {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"), QStringLiteral("UTF-8"),
                           locales.filePath(QStringLiteral("de_DE.UTF-8"))});
    QVERIFY(make.waitForFinished(120000));
    qputenv("LOCPATH", locales.path().toLocal8Bit());
    if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8")) QSKIP("the de_DE locale could not be built here");
    struct Restore {
        ~Restore() {
            std::setlocale(LC_NUMERIC, "C");
            qunsetenv("LOCPATH");
        }
    } restore;
    char printed[32];
    std::snprintf(printed, sizeof printed, "%.3f", 3.14159);
    QCOMPARE(QString(printed), QString("3,142"));  // the locale is in effect: the test can fail

    nn::TransformerConfig model;
    train::TrainingConfig training;
    train::apply_setting(model, training, "dropout", "0.1");
    QCOMPARE(model.dropout, 0.1);
    QCOMPARE(QString::fromStdString(train::setting_of(train::RunSummary{}, "label-smoothing")).contains(','), false);

    train::RunSummary s;
    s.run = "a";
    s.finished = true;
    s.dev_ppl = 3.14159;
    s.dev_bleu = 65.4321;
    s.dev_nll = std::log(3.14159);
    s.dev_loss = 1.5;
    s.best_dev_bleu = 65.4321;
    s.training.label_smoothing = 0.1;
    const auto json = train::summary_json({s}, {{"eps_ls", "label-smoothing"}});
    QCOMPARE(json[0]["dev_ppl"].get<double>(), 3.142);
    QCOMPARE(json[0]["dev_bleu"].get<double>(), 65.43);
    QCOMPARE(json[0]["settings"]["eps_ls"].get<std::string>(), std::string("0.1"));
    const QString csv = QString::fromStdString(train::summary_csv({s}, {{"eps_ls", "label-smoothing"}}));
    QVERIFY2(csv.contains(",3.142,") && !csv.contains('"'), qPrintable(csv));
    const auto bleu = eval::corpus_bleu({"the cat sat on the mat"}, {"the cat sat on a mat"});
    QVERIFY2(QString::fromStdString(bleu.to_string()).contains(QRegularExpression("BLEU = \\d+\\.\\d\\d ")),
             bleu.to_string().c_str());
}

QTEST_GUILESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
