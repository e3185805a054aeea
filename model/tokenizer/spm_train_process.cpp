// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/spm_train_process.h"

#include "tokenizer/spm_train_wire.h"
#include "tokenizer/tokenizer.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>

#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace studio::tok {
namespace {

constexpr const char* kHelperFile = "attention-studio-spm-train";

// A file in memory (nothing reaches the disk) that the child gets as its
// standard input or output. Closed with the object; the child has its own
// descriptor (dup2 clears close-on-exec on it).
class MemoryFile {
public:
    explicit MemoryFile(const char* name) : fd_(memfd_create(name, MFD_CLOEXEC)) {
        if (fd_ < 0) throw TokenizerError(std::string("cannot create the tokenizer training's exchange file: ") +
                                          std::strerror(errno));
    }
    ~MemoryFile() { close(fd_); }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;
    int fd() const { return fd_; }

    // A stdio stream over a duplicate of the descriptor, positioned at the start.
    std::FILE* open(const char* mode) const {
        lseek(fd_, 0, SEEK_SET);
        const int copy = dup(fd_);
        std::FILE* f = copy >= 0 ? fdopen(copy, mode) : nullptr;
        if (!f) {
            if (copy >= 0) close(copy);
            throw TokenizerError(std::string("cannot use the tokenizer training's exchange file: ") +
                                 std::strerror(errno));
        }
        return f;
    }

private:
    int fd_;
};

pid_t start_child(const std::string& helper, int in_fd, int out_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in_fd, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out_fd, STDOUT_FILENO);
    // Its own process group: a Ctrl-C in the terminal reaches only this
    // process, whose handler sets the cancel flag; the child is ended here.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    char* argv[] = {const_cast<char*>(helper.c_str()), nullptr};
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, helper.c_str(), &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) throw TokenizerError("cannot start " + helper + ": " + std::strerror(rc));
    return pid;
}

// Waits for the child, checking `cancel` every 10 ms. Returns its wait status.
int wait_for_child(pid_t pid, const std::atomic<bool>* cancel) {
    const timespec pause{0, 10'000'000};
    for (;;) {
        int status = 0;
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) return status;
        if (done < 0 && errno != EINTR) throw TokenizerError(std::string("lost the tokenizer training process: ") +
                                                             std::strerror(errno));
        if (cancel && cancel->load()) {
            kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            throw TokenizerCancelled();
        }
        nanosleep(&pause, nullptr);
    }
}

}  // namespace

std::string spm_train_helper_path() {
    const std::string plugin = spm_plugin_path();
    const auto slash = plugin.rfind('/');
    const std::string path = (slash == std::string::npos ? std::string(".") : plugin.substr(0, slash)) + "/" + kHelperFile;
    if (access(path.c_str(), X_OK) != 0)
        throw TokenizerError("cannot find the tokenizer training program " + path +
                             " (it is installed beside the SentencePiece plugin " + plugin + ")");
    return path;
}

SpmChildAnswer train_in_child_process(const std::vector<std::string>& sentences, const SpmTrainOptions& options,
                                      const std::atomic<bool>* cancel) {
    const std::string helper = spm_train_helper_path();
    MemoryFile request("spm-train-request"), answer("spm-train-answer");
    {
        std::FILE* out = request.open("wb");
        const bool written = wire::write_request(out, sentences, options);
        if (std::fclose(out) != 0 || !written)
            throw TokenizerError("cannot hand the sentences to the tokenizer training program (out of memory?)");
    }
    lseek(request.fd(), 0, SEEK_SET);
    const pid_t pid = start_child(helper, request.fd(), answer.fd());
    const int status = wait_for_child(pid, cancel);
    if (WIFSIGNALED(status))
        throw TokenizerError("the tokenizer training program was ended by signal " + std::to_string(WTERMSIG(status)) +
                             " (" + strsignal(WTERMSIG(status)) + "; out of memory?)");
    SpmChildAnswer out;
    std::FILE* in = answer.open("rb");
    char kind = 0;
    std::string bytes;
    const bool read = wire::read_answer(in, &kind, &bytes);
    std::fclose(in);
    if (!read)
        throw TokenizerError("the tokenizer training program " + helper + " ended (exit status " +
                             std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ") without an answer");
    out.trained = kind == wire::kModelAnswer;
    (out.trained ? out.model_bytes : out.error) = std::move(bytes);
    return out;
}

}  // namespace studio::tok
