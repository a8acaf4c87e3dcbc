// Field shapes the RxDB schemas share: server columns that may be null.

export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const nullableBoolean = { type: ['boolean', 'null'] } as const;
