// The process of a fuzzed stdio server: a relay between the CLI's pipes and the case's server, which lives in the
// batch's server process (server.mjs) and is reached at the Unix socket argv[1]. A node start per stdio server cost
// more CPU than the session's whole check (bench 15); this costs an exec. session.ts builds it with cc.
//   relay <socket> <case file>
// It sends `<case file>\n<$FUZZ_API_TOKEN>\n`, then its stdin as it comes (shut for writing at stdin's end), and acts on
// the frames it is sent: a type byte, a 4-byte big-endian length, the payload. 'o' to stdout, 'e' to stderr, 'x' exit
// with the payload's byte as the code, 'f' fork a child that holds stdout and stderr for the payload's byte in
// seconds, in a session of its own. The socket closed without an 'x': exit 1.
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static void write_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w <= 0) _exit(1);
    p += w;
    n -= (size_t)w;
  }
}

/** Exactly n bytes of fd; its end (the server gone) ends the relay as a crash would. */
static void read_all(int fd, char *p, size_t n) {
  while (n > 0) {
    ssize_t r = read(fd, p, n);
    if (r <= 0) _exit(1);
    p += r;
    n -= (size_t)r;
  }
}

static void hold(int seconds) {
  if (fork() != 0) return;
  setsid();
  for (int fd = 3; fd < 64; fd++) close(fd);
  close(0);
  sleep((unsigned)seconds);
  _exit(0);
}

int main(int argc, char **argv) {
  if (argc < 3 || strlen(argv[1]) >= sizeof(((struct sockaddr_un *)0)->sun_path)) return 2;
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  strcpy(addr.sun_path, argv[1]);
  if (s < 0 || connect(s, (struct sockaddr *)&addr, sizeof addr) != 0) return 2;
  const char *secret = getenv("FUZZ_API_TOKEN");
  dprintf(s, "%s\n%s\n", argv[2], secret ? secret : "");
  static char buf[1 << 16];
  struct pollfd fds[2] = {{.fd = s, .events = POLLIN}, {.fd = 0, .events = POLLIN}};
  for (;;) {
    if (poll(fds, fds[1].fd < 0 ? 1 : 2, -1) < 0) continue;
    if (fds[1].fd >= 0 && fds[1].revents) {
      ssize_t n = read(0, buf, sizeof buf);
      if (n > 0) write_all(s, buf, (size_t)n);
      else fds[1].fd = -1, shutdown(s, SHUT_WR);
    }
    if (!fds[0].revents) continue;
    // A frame is written whole by the server: once its first byte is here, the rest follows at once.
    unsigned char head[5];
    read_all(s, (char *)head, 5);
    uint32_t len = (uint32_t)head[1] << 24 | (uint32_t)head[2] << 16 | (uint32_t)head[3] << 8 | head[4];
    if (head[0] == 'o' || head[0] == 'e') {
      // Passed on as it comes: a 10 MB answer is not held here.
      while (len > 0) {
        size_t m = len < sizeof buf ? len : sizeof buf;
        read_all(s, buf, m);
        write_all(head[0] == 'o' ? 1 : 2, buf, m);
        len -= (uint32_t)m;
      }
      continue;
    }
    unsigned char arg = 0;
    read_all(s, (char *)&arg, 1);
    if (head[0] == 'x') return arg;
    if (head[0] == 'f') hold(arg);
  }
}
