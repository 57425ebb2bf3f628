# OpenRig's status-line command for a Claude seat, run as `/bin/sh statusline.sh <sensor folder>`
# from the seat's --settings file (lib/context-usage/launch.ts). POSIX sh, no bashisms.
#
# When the user has a status line of their own, this script runs it and prints its output itself,
# while the sensor records the sample beside it, in the background, holding none of Claude's
# pipes: the user's line costs what it costs without OpenRig, instead of a Node start, Node's
# child_process and a fork of Node first. The command is the one OpenRig last found in the user's
# settings (<folder>/chained-command.sh sets c); the sensor compares it with the settings every
# run and records a changed one for the next (lib/context-usage/wrapper-protocol.ts). A command
# that fails, prints more than 64 KiB or runs past 2 s is cut with everything it started (its own
# session) and the sensor prints OpenRig's line instead. Without a recorded command or setsid, or
# inside a chained OpenRig line, the sensor runs alone and chains the command itself.
d=$1
sensor=${0%/*}/scripts/statusline.cjs
if [ -z "$OPENRIG_STATUSLINE_CHAINED" ] && [ -n "$d" ] && [ -f "$d/chained-command.sh" ] &&
  command -v setsid >/dev/null 2>&1; then
  umask 077
  r=$d/run.$$
  rm_run() { rm -f "$r.in" "$r.out" "$r.cut" </dev/null >/dev/null 2>&1 & }
  # The cut marker is emptied first: one an earlier run with this pid left never reads as this run's.
  if : >"$r.cut" && cat >"$r.in" && . "$d/chained-command.sh"; then
    OPENRIG_STATUSLINE_CHAINED=1 setsid /bin/sh -c "$c" <"$r.in" >"$r.out" 2>/dev/null &
    cmd=$!
    setsid node "$sensor" --runtime claude --record-only <"$r.in" >/dev/null 2>&1 &
    setsid /bin/sh -c 'sleep 2; echo cut >"$2.cut"; kill -KILL "-$1"' openrig-statusline-cut "$cmd" "$r" \
      </dev/null >/dev/null 2>&1 &
    cut=$!
    wait "$cmd"
    st=$?
    # Its session, and its pid too: a command that ended at once may beat setsid, and the cut,
    # not yet a session of its own, would then fire 2 s later at a pid that may be reused.
    kill -KILL "-$cut" "$cut" 2>/dev/null
    if [ -s "$r.cut" ]; then
      st=cut
    elif [ "$st" = 0 ] && [ "$(wc -c <"$r.out")" -gt 65536 ]; then
      st=big
    fi
    if [ "$st" = 0 ]; then
      cat "$r.out"
      rm_run
      exit 0
    fi
    exec 0<"$r.in"
    rm_run
    exec node "$sensor" --runtime claude --line-only --chain-status "$st"
  fi
fi
exec node "$sensor" --runtime claude
