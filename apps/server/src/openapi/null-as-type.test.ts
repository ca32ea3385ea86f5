import { describe, expect, it } from 'vitest';
import { nullAsType } from './null-as-type.ts';

describe('nullAsType', () => {
  it('writes a nullable object as an object whose type admits null, keeping what stood beside the union', () => {
    const line = { type: 'object', properties: { field: { type: 'string' } } };
    expect(nullAsType({ default: null, anyOf: [line, { type: 'null' }] })).toEqual({
      type: ['object', 'null'],
      properties: { field: { type: 'string' } },
      default: null,
    });
  });

  it('adds null to the values of a nullable enum, at any depth', () => {
    const schema = {
      properties: { kind: { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] } },
    };
    expect(nullAsType(schema)).toEqual({
      properties: { kind: { type: ['string', 'null'], enum: ['a', 'b', null] } },
    });
  });

  it('leaves a union it cannot fold: a reference, a constant, or more than one other branch', () => {
    const unions = [
      { anyOf: [{ $ref: '#/components/schemas/ErrorReply' }, { type: 'null' }] },
      { anyOf: [{ type: 'string', const: 'x' }, { type: 'null' }] },
      { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      { anyOf: [{ type: 'string' }, { type: 'number' }] },
    ];
    for (const union of unions) expect(nullAsType(union)).toEqual(union);
  });
});
