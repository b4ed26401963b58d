/**
 * The user flow editor's words in English, the catalogue every other language follows
 * (`Translation<typeof en>` proves a translation complete). the site's i18n fills `{{name}}`;
 * `_one` / `_other` are plural forms.
 */
export const en = {
  typeLabel: 'User Flow',
  sideTitle: 'User flows',
  untitled: 'Untitled',
  untitledGroup: 'Untitled group',

  kinds: {
    start: 'Start',
    end: 'End',
    screen: 'Screen',
    action: 'Action',
    decision: 'Decision',
    note: 'Note',
  },
  routes: {
    straight: 'Straight',
    elbow: 'Elbow',
  },
  words: {
    yes: 'Yes',
    no: 'No',
    group: 'Group {{count}}',
  },

  sample: {
    name: 'Signing in',
    start: 'Opens the app',
    landing: 'Landing page',
    signedIn: 'Signed in?',
    signIn: 'Sign-in form',
    submit: 'Submits email and password',
    valid: 'Details correct?',
    error: 'Error message',
    dashboard: 'Dashboard',
    done: 'Goal reached',
    note: 'Returning users skip the form when their session is still valid.',
  },

  toolbar: {
    label: 'Flow',
    add: 'Add node',
    next: 'Add next node',
    arrange: 'Arrange',
    align: {
      left: 'Align left edges',
      centre: 'Align centres',
      right: 'Align right edges',
      top: 'Align top edges',
      middle: 'Align middles',
      bottom: 'Align bottom edges',
    },
    distributeX: 'Distribute horizontally',
    distributeY: 'Distribute vertically',
    group: 'Group',
    ungroup: 'Ungroup',
    remove: 'Delete selected',
    layout: 'Tidy up',
    snap: 'Snap to grid',
    mermaid: 'Mermaid',
    svg: 'Download SVG',
  },

  actors: {
    title: 'Actors:',
    none: 'none yet',
    add: 'Add a persona',
    remove: 'Remove {{name}}',
    removed: '{{name}} (removed)',
    noPersonas: 'Create a user persona in this project to add it here.',
  },

  outline: {
    title: 'Flow in reading order',
    label: 'Flow in reading order',
    help: 'Up and Down move, Enter adds the next node, F2 renames, Delete removes.',
    goesTo: 'goes to {{name}}',
    via: '{{label}} →',
    detached: 'Not connected',
    rename: 'Label of {{name}}',
  },

  inspector: {
    title: 'Details',
    none: 'Select a node or a connector to see its details.',
    many: '{{count}} nodes selected: arrange or group them from the toolbar.',
    kind: 'Kind',
    label: 'Label',
    group: 'Group',
    noGroup: 'No group',
    groupName: 'Group name',
    picture: 'Picture',
    pictureAlt: 'The screen’s picture',
    addPicture: 'Add a picture…',
    replacePicture: 'Replace the picture…',
    removePicture: 'Remove the picture',
    page: 'Sitemap page',
    noPage: 'No page',
    openSitemap: 'Open its sitemap',
    pagesLoading: 'Loading the project’s sitemaps…',
    pageRemoved: '{{title}} (removed)',
    pageGuest: 'Save the flow in a project to link its screens to sitemap pages.',
    outgoing_one: '{{count}} connector out',
    outgoing_other: '{{count}} connectors out',
    incoming_one: '{{count}} connector in, from',
    incoming_other: '{{count}} connectors in, from',
    to: 'To {{name}}',
    connector: 'Connector from {{from}} to {{to}}',
    connectorLabel: 'Connector label',
    route: 'Line',
    reverse: 'Reverse',
    removeConnector: 'Delete connector',
  },

  diagram: {
    label: 'Flow diagram',
    help: 'Arrows select, Ctrl+arrows add the next node, Alt+arrows move, Enter renames, C connects, E steps through connectors, Delete removes. Drag the background to select, Space+drag or the middle button to pan, wheel to zoom, drag a node’s dot to connect.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit',
    zoomLevel: '{{percent}}%',
    editLabel: 'Label of the {{kind}}',
    actors: 'Actors: {{names}}',
  },

  say: {
    node: '{{name}}: {{out}} out, {{into}} in',
    connector: 'Connector from {{from}} to {{to}}',
    connectorLabelled: 'Connector {{label}} from {{from}} to {{to}}',
    selectedMany: '{{count}} nodes selected',
    added: '{{kind}} added',
    nextAdded: '{{name}} added after {{from}}',
    connected: 'Connected {{from}} to {{to}}',
    connectFrom: 'Connecting from {{name}}: arrows choose where to, Enter connects, Escape cancels',
    connectTo: 'To {{name}}?',
    connectCancelled: 'Connecting cancelled',
    nothingThere: 'No node that way',
    removed_one: 'Deleted',
    removed_other: '{{count}} deleted',
    copied_one: '{{count}} node copied',
    copied_other: '{{count}} nodes copied',
    pasted_one: '{{count}} node pasted',
    pasted_other: '{{count}} nodes pasted',
    nothingToPaste: 'The clipboard holds no part of a flow',
    grouped: 'Grouped',
    laidOut: 'Laid out left to right',
    layoutFailed: 'The layout could not be loaded. Check the connection and try again.',
    pictureAdded: 'Picture added',
    chooseTwo: 'Select two or more nodes to align them',
    chooseThree: 'Select three or more nodes to distribute them',
  },

  text: {
    title: 'Mermaid flowchart',
    intro:
      'The flow as a Mermaid flowchart: copy it into a document, or paste a flowchart here and import it to replace the flow.',
    field: 'Mermaid text',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download .mmd',
    import: 'Replace the flow',
    confirm:
      'Replace this flow’s nodes, connectors and groups with the flowchart? Undo brings them back.',
    cancel: 'Cancel',
    close: 'Close',
    imported: 'Flow replaced',
    lineError: 'Line {{line}}: {{message}}',
    /** Why a flowchart was not read, by its code (model/mermaid.ts FLOWCHART_MESSAGES). */
    errors: {
      notFlowchart:
        'A user flow is read from a Mermaid flowchart (it starts with "flowchart" or "graph")',
      unclosedSubgraph: 'This subgraph is not closed: a subgraph ends with a line "end"',
      strayEnd: 'This "end" closes no subgraph',
      unclosedQuote: 'The quote (") opened on this line is not closed',
      unclosedBracket: 'The bracket {{open}} is not closed with {{close}} on its line',
      afterQuotedLabel: 'A quoted label is followed by {{close}}',
      unclosedLinkText:
        "A connector's label is not closed: it is written A -- text --> B (or -. text .->, == text ==>)",
      unclosedPipeText: "A connector's label is not closed: it is written A -->|text| B",
      unreadable:
        '"{{near}}" cannot be read: a statement is a node, a connector (A --> B), "subgraph", "end" or a %% comment',
      missingNode: 'A node is missing at the end of this statement, after its arrow or "&"',
      shapeData:
        'Shapes written as @{ … } are not read: write the shape with brackets, like A[Label]',
      layoutComment:
        'A layout comment is written "%% ux-flow <node id> x=<number> y=<number>" or "%% ux-flow elbow"',
      linkToSubgraph: '"{{id}}" is a subgraph: a connector here joins two nodes, not a subgraph',
      nodeLabel: 'A node\'s label is at most {{max}} characters; "{{label}}" has {{length}}',
      noteLabel: 'A note is at most {{max}} characters; "{{label}}" has {{length}}',
      connectorLabel:
        'A connector\'s label is at most {{max}} characters; "{{label}}" has {{length}}',
      groupLabel: 'A group\'s name is at most {{max}} characters; "{{label}}" has {{length}}',
      maxNodes: 'A user flow has at most {{max}} nodes',
      maxConnectors: 'A user flow has at most {{max}} connectors',
      maxGroups: 'A user flow has at most {{max}} groups',
      coordinate: "A node's place is a number from -{{max}} to {{max}}",
      nulCharacter: 'Text must not contain NUL (\\u0000) characters',
      brokenCharacter:
        'Text must not contain a broken character (half of an emoji or another symbol)',
    },
  },

  /**
   * Why an edit was refused, by the key of the schema's USER_FLOW_MESSAGES (which is the
   * English); the counts are `{{max}}`, the flow's limits.
   */
  problems: {
    maxNodes: 'A user flow has at most {{max}} nodes',
    maxConnectors: 'A user flow has at most {{max}} connectors',
    maxGroups: 'A user flow has at most {{max}} groups',
    maxActors: 'A user flow has at most {{max}} actors',
    maxPictures: 'A user flow has at most {{max}} pictures',
    nodeKind: 'A node is one of: start, end, screen, action, decision, note',
    route: 'A connector is one of: straight, elbow',
    coordinate: "A node's place is a number from -{{max}} to {{max}}",
    picture: 'A picture is a JPEG, PNG or WebP image of at most 100,000 characters as a data URL',
    pictureKind: 'Only a screen has a picture',
    pageKind: 'Only a screen links to a sitemap page',
    connectorEnds: 'A connector joins two nodes of the flow',
    connectorLoop: 'A connector joins two different nodes',
    unknownGroup: 'A node belongs to a group of the flow',
    duplicateActor: 'A persona is an actor of the flow once',
    duplicateId: 'Ids must be unique',
  },
};
