// The demo rig, embedded so `rig demo` needs no file on disk. examples/demo-rig.yaml is a copy
// (a test keeps them identical).
export const DEMO_RIG_NAME = 'demo';

export const DEMO_RIG_SPEC = `# The rig \`rig demo\` brings up: two plain terminal seats, no agent runtime needed.
# Try it yourself with: rig up examples/demo-rig.yaml   (and rig down demo afterwards)
name: demo
seats:
  - name: alpha
    runtime: terminal
    cwd: .
    # Say who we are (from the pane environment OpenRig sets), then hand over to your shell.
    command: 'printf "I am %s, node %s\\n" "$OPENRIG_SESSION_NAME" "$OPENRIG_NODE"; exec "\${SHELL:-/bin/sh}"'
  - name: beta
    runtime: terminal
    cwd: .
    command: 'printf "I am %s, node %s\\n" "$OPENRIG_SESSION_NAME" "$OPENRIG_NODE"; exec "\${SHELL:-/bin/sh}"'
`;
