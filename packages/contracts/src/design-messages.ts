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
} as const;
