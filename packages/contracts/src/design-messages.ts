// Design mode's own texts on both page types (beyond SPEC.md's), spread into `messages`.
export const designMessages = {
  designModeLabel: 'Design mode',
  designUnsavedChanges: 'Unsaved changes',
  designAllSaved: 'No unsaved changes',
  designExit: 'Exit Design Mode',
  designDone: 'Done',
  designCancel: 'Cancel',
  designLeaveTitle: 'Leave without saving?',
  designLeaveText: 'Your changes to this page are not saved yet. If you leave now, they are lost.',
  designKeepEditing: 'Keep editing',
  designDiscard: 'Discard changes',
  designNoSample: 'No sample value',
  designPickField: 'Pick a field',
  designNoSuchField: 'No such field',
  // What a server's conventions cannot write is not offered (DESIGN.md §6a).
  designNoTextSearch:
    "This page's data server cannot search text in a field, so text filters are not offered.",
  designNoNumberRange:
    "This page's data server cannot filter a number range, so number filters are not offered.",
  designNoExactMatch: 'cannot match a field exactly',
} as const;
