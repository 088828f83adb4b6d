/** An extra condition with its own placeholder names and values. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface Change {
  /** Attributes to SET (names are escaped, 'a.b' is a nested path, undefined values skipped). */
  set?: Record<string, unknown>;
  /** Attributes to SET only where the item has none yet (if_not_exists). */
  setIfMissing?: Record<string, unknown>;
  /** Numbers to ADD. */
  add?: Record<string, number>;
  /** Attributes to REMOVE. */
  remove?: readonly string[];
  condition?: Condition;
  /** Also create the item when it does not exist (an upsert); by default it must exist. */
  upsert?: boolean;
}

/** UpdateExpression, ConditionExpression and placeholders of a change on an existing item. */
export function updateExpression(change: Change) {
  const names: Record<string, string> = { ...change.condition?.names };
  const values: Record<string, unknown> = { ...change.condition?.values };
  /** 'files.v1' is the path files → v1: one placeholder per segment. */
  const name = (path: string) =>
    path
      .split('.')
      .map((segment) => {
        const placeholder = `#u${Object.keys(names).length}`;
        names[placeholder] = segment;
        return placeholder;
      })
      .join('.');
  const value = (v: unknown) => {
    const placeholder = `:u${Object.keys(values).length}`;
    values[placeholder] = v;
    return placeholder;
  };
  const sets = Object.entries(change.set ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([a, v]) => `${name(a)} = ${value(v)}`);
  for (const [a, v] of Object.entries(change.setIfMissing ?? {})) {
    const n = name(a);
    sets.push(`${n} = if_not_exists(${n}, ${value(v)})`);
  }
  const adds = Object.entries(change.add ?? {}).map(([a, v]) => `${name(a)} ${value(v)}`);
  const removes = (change.remove ?? []).map(name);
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ];
  return {
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ...(change.upsert && !change.condition ? {} : conditionExpression(change.condition, { mustExist: !change.upsert })),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * ConditionExpression (the item must exist, unless `mustExist` is false, and the extra
 * condition holds) with the condition's own placeholders, for any write.
 */
export function conditionExpression(condition?: Condition, { mustExist = true } = {}) {
  return {
    ConditionExpression: [mustExist ? 'attribute_exists(pk)' : '', condition?.expression].filter(Boolean).join(' AND '),
    ...(condition?.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition?.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
}
