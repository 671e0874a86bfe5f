# shellcheck shell=bash
# bench/ceiling-report.sh: the summary of bench/ceiling.sh, sourced by it once every run is done:
# the table of rows (api and nginx side by side, the ratio, the load when the row started) and
# the goals of issue 25's items 1 to 3, each with ok or MISSED, item 3's bracketed rounds and the
# visitors' CPU by process. Reads what ceiling.sh left in $WORK (wrk-NAME.txt, load-NAME.txt,
# cpu-NAME.txt, traffic.txt) and its variables.

# ceiling_label NAME: "page of 24, gzip, 64 connections" for page-gzip-c64.
ceiling_label() {
  local size coding conns phase
  IFS=- read -r size coding conns phase <<<"$1"
  case $size in
    page) size="page of 24" ;;
    list) size="list of $LIST_LIMIT" ;;
    all) size="whole list" ;;
  esac
  conns=${conns#c}
  if ((conns == 1)); then conns="one kept-alive connection"; else conns="$conns connections"; fi
  printf '%s, %s, %s%s' "$size" "$coding" "$conns" "${phase:+, with traffic}"
}

ceiling_rps() { awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$WORK/wrk-$1.txt"; }
# ceiling_cpu NAME: the server's CPU per answer (µs) of a sample, or the median of a row's.
ceiling_cpu() { awk '/^CPU per answer:/ { print $4 }' "$WORK/wrk-$1.txt"; }

# ceiling_rounds NAME SERVER: one line per round of item 3's row NAME on SERVER (api or nginx):
# the quiet sample before, the loaded one, the quiet one after (requests/s) and the loaded
# sample's ratio to the mean of the two quiet ones; then "median MEDIAN" on a line of its own.
ceiling_rounds() {
  local name=$1 server=$2 r
  for ((r = 1; r <= ROUNDS; r++)); do
    printf '%s %s %s %s %s %s\n' "$r" "$(rps_of "$name-$server.q$r")" "$(rps_of "$name-traffic-$server.r$r")" \
      "$(rps_of "$name-$server.q$((r + 1))")" "$(cat "$WORK/cpu-$name-$server.q$r.txt" "$WORK/cpu-$name-traffic-$server.r$r.txt" \
      "$WORK/cpu-$name-$server.q$((r + 1)).txt" | tr '\n' ' ')"
  done | awk -v s="$server" '{ q = ($2 + $4) / 2; x[NR] = (q > 0) ? $3 / q : 0
      printf "    %-5s round %d: Q %7.0f  L %7.0f  Q %7.0f req/s: %.2f x   CPU per answer Q %5.1f  L %5.1f  Q %5.1f us (L: %+5.1f ms a second)\n",
        s, $1, $2, $3, $4, x[NR], $5, $6, $7, ($6 - ($5 + $7) / 2) * $3 / 1000 }
    END { n = NR; for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t }
      printf "median %.4f\n", (n % 2) ? x[(n + 1) / 2] : (x[n / 2] + x[n / 2 + 1]) / 2 }'
}

# ceiling_check OK TEXT: one goal line; counts the goals met and missed.
GOALS_MET=0
GOALS_MISSED=0
ceiling_check() {
  if (($1)); then
    GOALS_MET=$((GOALS_MET + 1))
    printf '  ok      %s\n' "$2"
  else
    GOALS_MISSED=$((GOALS_MISSED + 1))
    printf '  MISSED  %s\n' "$2"
  fi
}

# ceiling_cmp EXPR A B: 1 when the awk comparison EXPR of a and b holds.
ceiling_cmp() { awk -v a="$2" -v b="$3" "BEGIN { print (($1) ? 1 : 0) }"; }

ceiling_report() {
  local name a n pa pn ratio quiet cpu commit vr cr vs va cs ca secs
  cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
  commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
  echo "bonus-guide against nginx — $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/ceiling.sh (BENCH_PROMOTIONS=$PROMOTIONS, BENCH_LIST_LIMIT=$LIST_LIMIT, BENCH_DURATION=$DURATION," \
    "BENCH_WARMUP=$WARMUP, BENCH_ROUNDS=$ROUNDS, BENCH_VIEWS=$VIEWS, BENCH_COMMENTS=$COMMENTS)"
  echo "rounds:  each row $ROUNDS times on each server, api and nginx alternating; the table gives the median of each figure;"
  echo "         item 2's goal rows in $((ROUNDS + 1)) quiet samples on each server with a loaded one (item 3) between each two"
  echo "machine: $(nproc) cores ($cpu), $(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo);" \
    "PostgreSQL, Kafka, the api, the worker, nginx and wrk share it"
  echo "load:    $LOAD_BEFORE (1, 5, 15 min) before the run; each row's column 'load' is the 1-minute load when it started"
  echo "build:   $commit; data: $visible active promotions"
  echo "nginx:   $(nginx -v 2>&1 | sed 's|.*/||'), one worker a core, sendfile, gzip_static, brotli: $brotli_how"
  echo "visitors: bench/traffic.c, $VIEWS views and $COMMENTS comments a second (item 3's loaded samples, and alone)"
  for size in page list all; do
    printf 'bytes:   %-12s identity %9s  gzip %8s  br %8s  (%s)\n' "$size" "$(stat -c %s "$WORK/www/$size.json")" \
      "$(stat -c %s "$WORK/www/$size.json.gz")" "$(stat -c %s "$WORK/www/$size.json.br")" "${PATH_OF[$size]}"
  done
  echo
  printf '%-56s %9s %9s %9s   %9s %9s %9s  %6s  %5s\n' "row" "api req/s" "p50 ms" "p99 ms" "nginx" "p50 ms" "p99 ms" "ratio" "load"
  for name in "${ROWS[@]}"; do
    a=$(ceiling_rps "$name-api")
    n=$(ceiling_rps "$name-nginx")
    printf '%-56s %9s %9.3f %9.2f   %9s %9.3f %9.2f  %6.2f  %5s\n' "$(ceiling_label "$name")" "$a" "$(pct_ms "$name-api" 50)" \
      "$(pct_ms "$name-api" 99)" "$n" "$(pct_ms "$name-nginx" 50)" "$(pct_ms "$name-nginx" 99)" \
      "$(awk -v a="$a" -v n="$n" 'BEGIN { print (n > 0) ? a / n : 0 }')" "$(cat "$WORK/load-$name-api.txt")"
  done
  echo
  echo "Item 1, one kept-alive connection: the api's p50 within 2 x nginx's"
  for name in "${ROWS[@]}"; do
    [[ $name == *-c1 ]] || continue
    pa=$(pct_ms "$name-api" 50)
    pn=$(pct_ms "$name-nginx" 50)
    ceiling_check "$(ceiling_cmp 'a <= 2 * b' "$pa" "$pn")" \
      "$(printf '%-48s p50 %8.3f ms against %8.3f ms: %5.2f x (goal <= 2)' "$(ceiling_label "$name")" "$pa" "$pn" \
        "$(awk -v a="$pa" -v b="$pn" 'BEGIN { print (b > 0) ? a / b : 0 }')")"
  done
  echo "Item 2, throughput: the page >= 0.9 x nginx with p99 no worse at 64 connections; the list of $LIST_LIMIT >= 0.8 x at 16"
  for name in page-identity-c64 page-gzip-c64 page-br-c64 list-identity-c16 list-gzip-c16; do
    a=$(ceiling_rps "$name-api")
    n=$(ceiling_rps "$name-nginx")
    ratio=$(awk -v a="$a" -v n="$n" 'BEGIN { print (n > 0) ? a / n : 0 }')
    if [[ $name == page-* ]]; then
      pa=$(pct_ms "$name-api" 99)
      pn=$(pct_ms "$name-nginx" 99)
      ceiling_check "$(($(ceiling_cmp 'a >= 0.9' "$ratio" 0) && $(ceiling_cmp 'a <= b' "$pa" "$pn")))" \
        "$(printf '%-48s %5.2f x nginx (goal >= 0.9), p99 %6.2f ms against %6.2f ms' "$(ceiling_label "$name")" "$ratio" "$pa" "$pn")"
    else
      ceiling_check "$(ceiling_cmp 'a >= 0.8' "$ratio" 0)" \
        "$(printf '%-48s %5.2f x nginx (goal >= 0.8)' "$(ceiling_label "$name")" "$ratio")"
    fi
  done
  # Every phase with traffic, summed: views (accepted), comments (accepted), seconds.
  read -r vs va cs ca secs < <(sed -E 's|^([0-9]+) views \(([0-9]+) accepted.* and ([0-9]+) comments \(([0-9]+) accepted.* in ([0-9.]+) s( .*)?$|\1 \2 \3 \4 \5|' \
    "$WORK/traffic.txt" | awk '{ for (i = 1; i <= 5; i++) t[i] += $i } END { print t[1] + 0, t[2] + 0, t[3] + 0, t[4] + 0, t[5] + 0 }')
  vr=$(awk -v n="$vs" -v s="$secs" 'BEGIN { printf "%.0f", (s > 0) ? n / s : 0 }')
  cr=$(awk -v n="$cs" -v s="$secs" 'BEGIN { printf "%.1f", (s > 0) ? n / s : 0 }')
  echo "Item 3, while visitors send views and comments (in all: $vs views, $va accepted, and $cs comments, $ca accepted, in $secs s):"
  # The traffic asked for must have arrived, or the phase measured less than it claims.
  ceiling_check "$(($(ceiling_cmp 'a >= 0.9 * b' "${vr:-0}" "$VIEWS") && $(ceiling_cmp 'a >= 0.9 * b' "${cr:-0}" "$COMMENTS")))" \
    "$(printf 'the visitors reached %s views/s and %s comments/s of %s and %s asked (goal >= 0.9 x)' "$vr" "$cr" "$VIEWS" "$COMMENTS")"
  echo "  item 2's rows >= 0.9 x quiet: each round's loaded sample (L) against the mean of the quiet samples (Q) just"
  echo "  before and after it on the same server, the median of the $ROUNDS rounds (nginx's beside it: what the visitors"
  echo "  cost the machine); the server's CPU per answer in each sample, and what the loaded sample's answers cost it"
  echo "  beyond the quiet samples' rate (the api's: its share of the visitors while it serves the row; nginx's: noise)"
  for name in "${ROWS[@]}"; do
    [[ $name == *-traffic ]] || continue
    quiet=${name%-traffic}
    ceiling_rounds "$quiet" api >"$WORK/rounds-$quiet-api.txt"
    ceiling_rounds "$quiet" nginx >"$WORK/rounds-$quiet-nginx.txt"
    ratio=$(awk '$1 == "median" { print $2 }' "$WORK/rounds-$quiet-api.txt")
    ceiling_check "$(ceiling_cmp 'a >= 0.9' "$ratio" 0)" \
      "$(printf '%-48s api %5.2f x quiet (goal >= 0.9); nginx %5.2f x quiet' "$(ceiling_label "$quiet")" "$ratio" \
        "$(awk '$1 == "median" { print $2 }' "$WORK/rounds-$quiet-nginx.txt")")"
    grep -vh '^median' "$WORK/rounds-$quiet-api.txt" "$WORK/rounds-$quiet-nginx.txt"
  done
  awk -v h="$HITS" -v m="$MISSES" \
    'BEGIN { printf "  response cache meanwhile: %d hits, %d misses (%.3f%% answered from memory)\n", h, m, (h + m > 0) ? 100 * h / (h + m) : 0 }'
  echo "$CPU_LINES" | sed 's/^/  /'
  awk -v r="$(ceiling_rps link-uncached)" 'BEGIN { printf "Lookup by link, response cache off, 16 connections: %.0f requests/s (goal >= 3000)\n", r }'
  echo
  echo "wrk, each run, every round (handler mean from /metrics where the answer went through the handler pool):"
  printf '%s\n' "${lines[@]}"
  echo
  echo "goals: $GOALS_MET met, $GOALS_MISSED missed"
  if ((FAILED)); then echo "RESULT: FAILED (a request failed, see above)"; else echo "RESULT: every request succeeded"; fi
}
