/*
 * A Kafka-protocol broker for tests: librdkafka's in-memory mock cluster with one broker.
 *
 * Prints the bootstrap address ("127.0.0.1:PORT") as its first stdout line, then serves until
 * stdin closes or SIGTERM/SIGINT arrives. Options:
 *   --listen <IPv4>  listen (and advertise) on that address instead of 127.0.0.1, so
 *                    containers on a bridge network reach it (the chart boot test)
 *   --kafka4         accept only the protocol versions Apache Kafka 4.0 still serves (KIP-896:
 *                    Produce from v3, Fetch from v4, ListOffsets from v1, OffsetCommit from v2,
 *                    OffsetFetch from v1); older requests close the connection, as Kafka 4 does
 * Commands on stdin, one per line, each answered with one stdout line ("ok <command>" or
 * "error <reason>"):
 *   down  the broker drops its connections and refuses new ones (an outage, same address)
 *   up    the broker accepts connections again
 * Topics are created on first use (produce or metadata request), as the mock allows.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static volatile sig_atomic_t stopping = 0;

/*
 * The mock binds its listener to 127.0.0.1 and advertises whatever address it got. This
 * program exports its own bind() (linked with --export-dynamic-symbol, see build.sh), which
 * librdkafka's calls resolve to: with --listen, a bind to 127.0.0.1 goes to that address
 * instead, so the broker is reachable and advertises an address its clients can reach.
 */
static struct in_addr listen_address = {.s_addr = 0};

int bind(int fd, const struct sockaddr *address, socklen_t length) {
        static int (*real_bind)(int, const struct sockaddr *, socklen_t);
        if (!real_bind)
                real_bind = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "bind");
        if (listen_address.s_addr && address && address->sa_family == AF_INET &&
            length >= (socklen_t)sizeof(struct sockaddr_in)) {
                struct sockaddr_in moved = *(const struct sockaddr_in *)address;
                if (moved.sin_addr.s_addr == htonl(INADDR_LOOPBACK)) {
                        moved.sin_addr = listen_address;
                        return real_bind(fd, (const struct sockaddr *)&moved, sizeof(moved));
                }
        }
        return real_bind(fd, address, length);
}

/* Kafka 4.0's lowest versions (KIP-896) of the APIs the mock serves below them. */
static const struct {
        int16_t key, min;
} kafka4_floors[] = {
    {0, 3}, /* Produce */
    {1, 4}, /* Fetch */
    {2, 1}, /* ListOffsets */
    {8, 2}, /* OffsetCommit */
    {9, 1}, /* OffsetFetch */
};
/* The mock's own highest versions of those APIs (librdkafka 2.0.2, rdkafka_mock_handlers.c). */
static const int16_t mock_max[] = {7, 11, 5, 7, 5};

static void on_stop_signal(int sig) {
        (void)sig;
        stopping = 1;
}

static void install_stop_handlers(void) {
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_stop_signal;
        /* No SA_RESTART: a signal must interrupt the blocking read of stdin. */
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
}

/*
 * librdkafka's mock (up to at least 2.0.2) reports ControllerId 0 in Metadata responses, a
 * broker that does not exist: its brokers are numbered from 1. kafkajs asks the controller for
 * an idempotent producer's id, so it fails with "Broker 0 not found". The cluster struct is
 * private, but its first fields have been the same since the mock appeared (see
 * rdkafka_mock_int.h: char id[32]; rd_kafka_t *rk; int32_t controller_id; ...). We check that
 * layout against what the public API tells us (the rk pointer) before writing, and refuse to
 * touch memory we cannot vouch for.
 */
struct mock_cluster_head {
        char id[32];
        rd_kafka_t *rk;
        int32_t controller_id;
};

static int name_broker_one_controller(rd_kafka_mock_cluster_t *cluster) {
        struct mock_cluster_head *head = (struct mock_cluster_head *)cluster;
        if (head->rk != rd_kafka_mock_cluster_handle(cluster) ||
            memchr(head->id, '\0', sizeof(head->id)) == NULL)
                return 0;
        if (head->controller_id < 1)
                head->controller_id = 1;
        return 1;
}

static void answer(const char *line) {
        fputs(line, stdout);
        fputc('\n', stdout);
        fflush(stdout);
}

static void run_command(rd_kafka_mock_cluster_t *cluster, const char *command) {
        rd_kafka_resp_err_t err;
        int16_t api_key;
        int code;
        if (strcmp(command, "down") == 0)
                err = rd_kafka_mock_broker_set_down(cluster, -1);
        else if (strcmp(command, "up") == 0)
                err = rd_kafka_mock_broker_set_up(cluster, -1);
        else if (sscanf(command, "fail %hd %d", &api_key, &code) == 2) {
                /* The broker's next answer to that request is this error, once (for tests of
                   how a client lives through a refusal). */
                rd_kafka_mock_push_request_errors(cluster, api_key, 1, (rd_kafka_resp_err_t)code);
                err = RD_KAFKA_RESP_ERR_NO_ERROR;
        } else {
                answer("error unknown command");
                return;
        }
        if (err) {
                char line[256];
                snprintf(line, sizeof(line), "error %s", rd_kafka_err2str(err));
                answer(line);
                return;
        }
        printf("ok %s\n", command);
        fflush(stdout);
}

int main(int argc, char **argv) {
        char errstr[512];
        int kafka4 = 0;
        for (int i = 1; i < argc; i++) {
                if (strcmp(argv[i], "--kafka4") == 0)
                        kafka4 = 1;
                else if (strcmp(argv[i], "--listen") == 0 && i + 1 < argc) {
                        if (inet_pton(AF_INET, argv[++i], &listen_address) != 1) {
                                fprintf(stderr, "kafka-mock: --listen wants an IPv4 address\n");
                                return 1;
                        }
                } else {
                        fprintf(stderr, "kafka-mock: unknown option %s\n", argv[i]);
                        return 1;
                }
        }
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        /* The handle only hosts the mock cluster; keep librdkafka's own logging to errors. */
        if (rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof(errstr)) != RD_KAFKA_CONF_OK) {
                fprintf(stderr, "kafka-mock: %s\n", errstr);
                return 1;
        }
        rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "kafka-mock: %s\n", errstr);
                return 1;
        }
        rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, 1);
        if (!cluster) {
                fprintf(stderr, "kafka-mock: could not create the mock cluster\n");
                rd_kafka_destroy(rk);
                return 1;
        }

        if (!name_broker_one_controller(cluster))
                fprintf(stderr,
                        "kafka-mock: unknown mock cluster layout; Metadata keeps its "
                        "ControllerId and idempotent kafkajs producers may fail\n");

        if (kafka4) {
                for (size_t i = 0; i < sizeof(kafka4_floors) / sizeof(kafka4_floors[0]); i++) {
                        rd_kafka_resp_err_t err = rd_kafka_mock_set_apiversion(
                            cluster, kafka4_floors[i].key, kafka4_floors[i].min, mock_max[i]);
                        if (err) {
                                fprintf(stderr, "kafka-mock: %s\n", rd_kafka_err2str(err));
                                return 1;
                        }
                }
        }

        install_stop_handlers();
        answer(rd_kafka_mock_cluster_bootstraps(cluster));

        char command[128];
        while (!stopping) {
                if (!fgets(command, sizeof(command), stdin)) {
                        if (ferror(stdin) && errno == EINTR && !stopping) {
                                clearerr(stdin);
                                continue;
                        }
                        break; /* stdin closed: whoever started us is gone */
                }
                command[strcspn(command, "\r\n")] = '\0';
                if (command[0] != '\0')
                        run_command(cluster, command);
        }

        rd_kafka_mock_cluster_destroy(cluster);
        rd_kafka_destroy(rk);
        return 0;
}
