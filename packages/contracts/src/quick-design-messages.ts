// Designing a detail page in few steps: the sample record, a related record's panel, several fields at once.
export const quickDesignMessages = {
  // A page opened with no record (from the Pages list) is designed on a sample record
  detailSampleRecord: 'Sample record',
  detailSampleShownFirst: 'This page was opened without a record, so it shows the first record of',
  detailSampleShownTyped: 'This page was opened without a record, so it shows the record you chose.',
  detailSampleFinding: 'Finding a sample record to design on…',
  detailSampleNone: 'No sample record could be found: type the id of a record to design on.',
  detailSampleNotSaved: 'Links to this page give it its own record; the sample is not saved.',
  detailSampleShow: 'Show record',
  detailSampleOf: 'Record to show:',
  detailSampleTypeId: 'Type an id',
  // A related record's panel in one step
  detailRelatedPanel: "A related record's panel",
  detailRelatedPanelHint:
    'Pick the field that holds the id of another record: its data source, its panel with its fields and the link to its page are made at once.',
  detailRelatedField: 'Field holding its id',
  detailRelatedNone:
    "No field of this page's records names another record by its id (customer_id, customerId) that a record endpoint reads.",
  detailAddRelatedPanel: 'Add related panel',
  detailRelatedAdded: 'Panel added with its data source and fields:',
  detailRelatedNoFields: 'The related record answered no fields to show.',
  // Several fields at once
  detailAddFields: 'Add Several Fields',
  detailFieldsToAdd: 'Fields to add',
  detailFieldsToAddHint: 'Each gets a label from its name and the value type its value suggests.',
  detailPickFields: 'Pick fields',
  detailAddTheseFields: 'Add fields',
  detailPickOneField: 'Pick at least one field',
} as const;
