# shellcheck shell=bash
# infra/lib/kafka.sh: the single-node KRaft broker and the topics.
# Sourced by infra/bonus (and, for common.sh, by the benchmarks); not run on its own.

# --------------------------------------------------------------------------
# Kafka
# --------------------------------------------------------------------------
kafka_tool() { # kafka_tool CLASS ARGS...: run a Kafka command line tool
  timeout "$KAFKA_TOOL_TIMEOUT" "$JAVA" -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 \
    -Dlog4j.configuration="file:$INFRA_DIR/kafka/tools-log4j.properties" \
    -cp "$KAFKA_LIBS/*" "$@"
}

# regex_escape TEXT: TEXT as a literal regular expression (TopicCommand's
# --topic takes a regex).
regex_escape() {
  # shellcheck disable=SC2016 # $ is a character to escape here, not an expansion
  printf '%s' "$1" | sed 's/[].[*^$()+?{}|]/\\&/g'
}

kafka_running_pid() { running_pid "$KAFKA_PID" "kafka.Kafka $KAFKA_PROPS"; }

kafka_answers() {
  port_open "$KAFKA_PORT" &&
    timeout 20 "$JAVA" -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 \
      -Dlog4j.configuration="file:$INFRA_DIR/kafka/tools-log4j.properties" \
      -cp "$KAFKA_LIBS/*" org.apache.kafka.tools.TopicCommand \
      --bootstrap-server "$KAFKA_BOOTSTRAP" --list >/dev/null 2>&1
}

# render_kafka_props FILE: the broker configuration, from the template.
render_kafka_props() {
  sed -e "s|@KAFKA_PORT@|$KAFKA_PORT|g" \
    -e "s|@KAFKA_CONTROLLER_PORT@|$KAFKA_CONTROLLER_PORT|g" \
    -e "s|@KAFKA_DATA_DIR@|$KAFKA_DATA|g" \
    "$INFRA_DIR/kafka/server.properties.in" >"$1"
}

cmd_kafka_up() {
  need_cmd "$JAVA" "Java is not installed (run 'infra/bonus install')"
  ensure_kafka_libs
  mkdir -p "$KAFKA_DIR"
  local pid started=$SECONDS
  render_kafka_props "$KAFKA_PROPS.new"
  if pid=$(kafka_running_pid) && ! cmp -s "$KAFKA_PROPS.new" "$KAFKA_PROPS"; then
    say "Kafka configuration changed (template or ports): restarting the broker"
    cmd_kafka_stop
  fi
  if pid=$(kafka_running_pid); then
    say "Kafka broker already running (pid $pid)"
    rm -f -- "$KAFKA_PROPS.new"
  else
    rm -f -- "$KAFKA_PID"
    local port
    for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
      if port_open "$port"; then
        die "port 127.0.0.1:$port is taken by a process this script did not start" \
          "(see: ss -ltnp 'sport = :$port'); stop it, or move this broker with" \
          "BONUS_KAFKA_PORT / BONUS_KAFKA_CONTROLLER_PORT"
      fi
    done
    mv -f -- "$KAFKA_PROPS.new" "$KAFKA_PROPS"
    if [[ ! -f $KAFKA_DATA/meta.properties ]]; then
      local cluster_id
      cluster_id=$(kafka_tool kafka.tools.StorageTool random-uuid) ||
        die "kafka.tools.StorageTool random-uuid failed"
      say "Formatting Kafka storage in .data/kafka/data (cluster id $cluster_id)"
      mkdir -p "$KAFKA_DATA"
      kafka_tool kafka.tools.StorageTool format -t "$cluster_id" -c "$KAFKA_PROPS" >/dev/null ||
        die "kafka.tools.StorageTool format failed for $KAFKA_DATA"
    fi
    say "Starting Kafka broker on $KAFKA_BOOTSTRAP (controller on 127.0.0.1:$KAFKA_CONTROLLER_PORT)"
    [[ -f $KAFKA_CONSOLE ]] && mv -f -- "$KAFKA_CONSOLE" "$KAFKA_CONSOLE.prev"
    start_bg "$KAFKA_PID" "$KAFKA_CONSOLE" \
      "$JAVA" -Xms256m -Xmx768m -XX:+UseG1GC -Djava.awt.headless=true \
      -Dkafka.logs.dir="$KAFKA_DIR" \
      -Dlog4j.configuration="file:$INFRA_DIR/kafka/log4j.properties" \
      -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_PROPS"
    note "pid $(<"$KAFKA_PID"), log .data/kafka/server.log, console .data/kafka/console.log"
  fi

  say "Waiting for the Kafka broker to answer (up to ${KAFKA_READY_TIMEOUT}s)"
  local deadline=$((started + KAFKA_READY_TIMEOUT))
  until kafka_answers; do
    if ! kafka_running_pid >/dev/null; then
      show_tail "$KAFKA_CONSOLE" 30
      show_tail "$KAFKA_LOG" 60
      die "the Kafka broker exited during startup"
    fi
    if ((SECONDS >= deadline)); then
      show_tail "$KAFKA_CONSOLE" 30
      show_tail "$KAFKA_LOG" 60
      die "the Kafka broker did not answer on $KAFKA_BOOTSTRAP within ${KAFKA_READY_TIMEOUT}s"
    fi
    sleep 1
  done
  note "Kafka ready on $KAFKA_BOOTSTRAP ($((SECONDS - started))s)"
}

cmd_kafka_stop() {
  stop_process "Kafka broker" "$KAFKA_PID" "kafka.Kafka $KAFKA_PROPS" "$KAFKA_STOP_TIMEOUT"
}

cmd_topics() {
  [[ -n $(kafka_running_pid || true) ]] || port_open "$KAFKA_PORT" ||
    die "no Kafka broker on $KAFKA_BOOTSTRAP (run 'infra/bonus kafka-up')"
  kafka_libs_ok || die "Kafka jars missing (run 'infra/bonus install')"
  say "Ensuring Kafka topics (${BONUS_TOPIC_PREFIX}*) on $KAFKA_BOOTSTRAP"
  local existing
  existing=$(kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_BOOTSTRAP" --list) ||
    die "cannot list topics on $KAFKA_BOOTSTRAP"
  local spec name partitions
  for spec in "${TOPICS[@]}"; do
    name="$BONUS_TOPIC_PREFIX${spec%%:*}"
    partitions=${spec##*:}
    if grep -qxF -- "$name" <<<"$existing"; then
      note "$name exists"
      continue
    fi
    note "creating $name ($partitions partition(s), retention.ms=-1)"
    kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_BOOTSTRAP" \
      --create --if-not-exists --topic "$name" --partitions "$partitions" \
      --replication-factor "${BONUS_TOPIC_REPLICATION:-1}" --config retention.ms=-1 >/dev/null ||
      die "could not create topic $name"
  done

  # Check what is there: partition counts and infinite retention.
  local described line actual
  described=$(kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "$KAFKA_BOOTSTRAP" \
    --describe --topic "$(regex_escape "$BONUS_TOPIC_PREFIX").*") ||
    die "cannot describe topics on $KAFKA_BOOTSTRAP"
  for spec in "${TOPICS[@]}"; do
    name="$BONUS_TOPIC_PREFIX${spec%%:*}"
    partitions=${spec##*:}
    line=$(awk -F'\t' -v t="Topic: $name" '$1 == t { print; exit }' <<<"$described")
    [[ -n $line ]] || die "topic $name is missing after creation"
    actual=$(sed -n 's/.*PartitionCount: *\([0-9]*\).*/\1/p' <<<"$line")
    [[ $actual == "$partitions" ]] ||
      warn "topic $name has $actual partition(s), expected $partitions (delete it or run 'infra/bonus reset')"
    [[ $line == *"retention.ms=-1"* ]] ||
      warn "topic $name does not have retention.ms=-1 (events would expire)"
  done
  note "topics ready"
}
