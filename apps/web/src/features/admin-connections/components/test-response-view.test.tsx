// @vitest-environment jsdom
import { messages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import { TestResponseView } from './test-response-view';

const reply = {
  status: 200,
  contentType: 'application/json',
  body: '[{"id":1,"status":"open"}]',
  headers: {},
  durationMs: 12,
};

describe("the endpoint tester's answer where no OpenAPI document says what the API reads", () => {
  it('names each param whose absence left the answer the same, with the reason', () => {
    renderUi(
      <TestResponseView outcome={{ kind: 'answer', reply: { ...reply, unchangedWithout: ['state'] } }} />,
    );
    const note = screen.getByRole('note', { name: 'Parameters that changed nothing' });
    expect(within(note).getByText('state')).toBeTruthy();
    expect(note.textContent).toBe(`state: ${messages.filterChangedNothing}`);
  });

  it('says nothing when every param changed the answer', () => {
    renderUi(<TestResponseView outcome={{ kind: 'answer', reply: { ...reply, unchangedWithout: [] } }} />);
    expect(screen.getByRole('status', { name: 'Status 200' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
