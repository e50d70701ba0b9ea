import { describe, expect, it } from 'vitest';
import { defineList, param } from './list-search';

const cases = defineList({
  filters: {
    q: param.text(),
    status: param.many(['open', 'closed', 'archived']),
    payment: param.oneOf([1, 2, 3]),
    lawyerId: param.id(),
    stock: param.bool(),
    from: param.date(),
  },
  sorts: { name: 'asc', amount: 'desc' },
  pageSizes: [10, 25, -1],
  defaultPageSize: 10,
});

describe('defineList', () => {
  it('keeps what is valid, as the router parses it, and drops the rest', () => {
    expect(
      cases.validate({
        q: '  rent  ',
        status: ['closed', 'bogus', 'open'],
        payment: '2',
        lawyerId: 7,
        stock: 'false',
        from: '2026-02-28',
        sortBy: 'amount',
        orderBy: 'asc',
        page: 3,
        itemsPerPage: -1,
        cols: ['email', 'x y', 3],
        unknown: 'kept out',
      }),
    ).toEqual({
      q: 'rent',
      status: ['open', 'closed'],
      payment: 2,
      lawyerId: 7,
      stock: false,
      from: '2026-02-28',
      sortBy: 'amount',
      orderBy: 'asc',
      page: 3,
      itemsPerPage: -1,
      cols: ['email'],
    });
  });

  it('treats malformed values as not set, so an edited link still opens the list', () => {
    expect(
      cases.validate({
        q: '   ',
        status: 'bogus',
        payment: 9,
        lawyerId: -1,
        stock: 'yes',
        from: '2026-02-30',
        sortBy: 'constructor',
        orderBy: 'up',
        page: 0,
        itemsPerPage: 7,
      }),
    ).toEqual({});
  });

  it('answers a refused value as undefined, so it covers the raw one the router spreads it over', () => {
    const raw = {
      itemsPerPage: 999,
      sortBy: 'nope',
      orderBy: 'up',
      status: 'bogus',
      page: 0,
      q: 'rent',
      other: 'kept',
    };
    expect({ ...raw, ...cases.validate(raw) }).toStrictEqual({
      q: 'rent',
      other: 'kept',
      ...{ itemsPerPage: undefined, sortBy: undefined, orderBy: undefined, status: undefined, page: undefined },
      ...{ payment: undefined, lawyerId: undefined, stock: undefined, from: undefined, cols: undefined },
    });
  });

  it('reads hand-typed forms: a number as a search, a comma list, digits as an id', () => {
    expect(cases.validate({ q: 2026, status: 'open,archived', lawyerId: '12', cols: 'email,plan' })).toEqual({
      q: '2026',
      status: ['open', 'archived'],
      lawyerId: 12,
      cols: ['email', 'plan'],
    });
  });

  it("makes the API query: the sort's first direction when the URL names none, page 1, the default size", () => {
    expect(cases.toQuery({ status: ['open'], sortBy: 'amount', cols: ['email'] })).toEqual({
      q: undefined,
      status: ['open'],
      payment: undefined,
      lawyerId: undefined,
      stock: undefined,
      from: undefined,
      sortBy: 'amount',
      orderBy: 'desc',
      page: 1,
      itemsPerPage: 10,
    });
    expect(cases.toQuery({ page: 2, itemsPerPage: 25 })).toMatchObject({
      sortBy: undefined,
      orderBy: undefined,
      page: 2,
      itemsPerPage: 25,
    });
  });
});
