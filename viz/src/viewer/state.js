// The viewer's one state object. Every module reads and changes the view through it; nothing else
// holds mutable state at module level (caches of three.js objects live in the scene module's own
// object, created with the graph).

export function createState(config) {
  return {
    config,
    phase: 'loading', // loading | ready | error (also body[data-state])
    layout: 'running', // running | settled: the engine stopped and the camera arrived (body[data-layout])
    session: null,
    truncated: false,
    initialNodeCount: 0,
    nodes: [], // every node of the view: the objects the graph lays out
    links: [], // every link of the view; DAG mode hands the graph a subset
    nodeById: new Map(),
    linkKeys: new Set(),
    hiddenTypes: new Set(),
    colorBy: 'folder', // folder | community | kind | risk: what the node colours tell (the legend's switch)
    risks: new Map(), // concept id -> high | medium | low: a drawn answer's rating of a change (the MCP App)
    communityTop: null, // the graph's top-level communities from the map, once asked (their colours)
    centerId: null,
    selectedId: null,
    labelIds: new Set(),
    dag: { on: false, loops: [], nodeIds: null, notice: null },
    camera: { userMoved: false, busyUntil: 0 },
    startup: { firstFrame: false, readyInFrames: 0, ticks: 0, stops: 0, stopped: false },
    pendingFit: null, // { front, ticks }: a fit once the layout had time to settle (DAG on and off)
    search: { matches: [], index: -1 },
    details: new Map(), // concept id -> Promise of its details
    detailRequest: 0,
    expanding: new Map(), // concept id -> Promise of its expansion
    graph: null, // the 3d-force-graph instance
  };
}
