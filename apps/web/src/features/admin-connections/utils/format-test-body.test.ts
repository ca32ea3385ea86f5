import { describe, expect, it } from 'vitest';
import { formatTestBody } from './format-test-body';

describe('the tester output', () => {
  it('pretty-prints a JSON body', () => {
    expect(formatTestBody('{"a":1,"b":[2]}').text).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
  });

  it('shows a body that is not JSON as it came', () => {
    expect(formatTestBody('<html>oops</html>').text).toBe('<html>oops</html>');
  });

  it('is cut to 1000 lines', () => {
    const body = JSON.stringify(Array.from({ length: 2000 }, (_, index) => index));
    const result = formatTestBody(body);
    expect(result.text.split('\n')).toHaveLength(1000);
    expect(result).toMatchObject({ shownLines: 1000, totalLines: 2002 });
  });
});
