/** Texts of 'Detect', which reads one sample answer and proposes a rest server's parts. */
export const restDetectMessages = {
  restDetectPathRequired: 'Please enter the path of a list endpoint, relative to the server URL.',
  restDetectPathRelative: 'The path is relative to the server URL: leave out the scheme and host.',
  /** Followed by the status, e.g. "404". */
  restDetectNotOk: 'The data server answered the sample request with status',
  restDetectNotJson: 'The sample answer is not JSON, so nothing could be detected in it.',
  restDetectFailed: 'The sample answer could not be read; please try again.',
  restDetectTooLarge:
    'The sample answer holds more than 100,000 values outside its lists, too many to read. Ask for a smaller page.',
  restDetectBadLink:
    "The sample answer's next-page link is not a valid address, so its paging could not be read.",
  restDetectUnreadable:
    'The sample answer names its parts in a way the conventions cannot hold, so nothing could be proposed from it.',
  restDetectProposed: 'Proposed from the sample answer. Review the parts, then Save Changes.',
} as const;

/** A sample answer with no array of records anywhere; `found` describes the body. */
export const restDetectNoRows = (found: string) =>
  `No list of records was found in the sample answer (${found}).`;
