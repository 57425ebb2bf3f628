// The demo rig, embedded so `rig demo` needs no file on disk. examples/demo-rig.yaml is a copy
// (a test keeps them identical).
export const DEMO_RIG_NAME = 'demo';
/** The scripted agent seat (lib/demo/agent.ts). */
export const DEMO_AGENT_SEAT = 'agent';

export const DEMO_RIG_SPEC = `# The rig \`rig demo\` brings up: two plain terminal seats and one scripted agent seat; no agent
# runtime or model is needed.
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
  # A scripted agent, NOT Claude Code and no model: it draws a Claude-like composer and fires the
  # OpenRig plugin's hooks as Claude Code does. rig demo sets DEMO_AGENT (the path of
  # dist/bin/demo-agent.cjs) and DEMO_NODE; set DEMO_AGENT yourself to rig up this file.
  - name: agent
    runtime: claude-code
    cwd: .
    command: 'exec "\${DEMO_NODE:-node}" "\${DEMO_AGENT:?set DEMO_AGENT to dist/bin/demo-agent.cjs}"'
    env:
      # Refocus at the next prompt, whatever the state says (so the demo shows one at once).
      OPENRIG_REFOCUS_NOW: "1"
`;
