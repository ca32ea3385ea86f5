/** Texts of saved searches (DESIGN.md §7b): the API's refusals and the search page's menu. */
export const savedSearchMessages = {
  savedSearchNameRequired: 'A saved search needs a name.',
  savedSearchNameTaken: 'You already have a saved search of this name on this page.',
  savedSearchNotFound: 'Saved search not found.',
  savedSearchOnlySearchPages: 'Only search pages have saved searches.',
  savedSearchStateTooLong: 'This search is too long to be saved.',
  savedSearchMenu: 'Saved searches',
  savedSearchNone: 'No saved searches yet.',
  savedSearchSaveCurrent: 'Save current search…',
  savedSearchSaveTitle: 'Save current search',
  savedSearchNameLabel: 'Name',
  savedSearchSave: 'Save',
  savedSearchCancel: 'Cancel',
  savedSearchRename: 'Rename',
  savedSearchRenameTitle: 'Rename saved search',
  savedSearchDelete: 'Delete',
  savedSearchDeleteTitle: 'Delete saved search',
  /** Followed by the name in quotes and a question mark. */
  savedSearchDeleteQuestion: 'Delete the saved search',
  savedSearchSaved: 'Search saved',
  savedSearchRenamed: 'Saved search renamed',
  savedSearchDeleted: 'Saved search deleted',
  /** Followed by the missing fields, comma separated. */
  savedSearchFieldsGone: 'This saved search opened without fields the page no longer has:',
  savedSearchDismiss: 'Dismiss',
  homeSavedSearches: 'Saved searches',
} as const;
