import { STORAGE_KEYS } from '@console/shared';
import { makePartnerUser } from '../../testing/builders';
import { currentPartnerId, toCreateBody, toFormValues, toUpdateBody } from './user-form';

describe('currentPartnerId', () => {
  it('prefers the current BP id', () => {
    localStorage.setItem(STORAGE_KEYS.defaultBpId, '1');
    localStorage.setItem(STORAGE_KEYS.currentBpId, '102');
    expect(currentPartnerId()).toBe(102);
  });

  it('falls back to the default BP id, then to nothing', () => {
    localStorage.setItem(STORAGE_KEYS.defaultBpId, '1');
    expect(currentPartnerId()).toBe(1);
    localStorage.clear();
    expect(currentPartnerId()).toBeUndefined();
  });

  it('ignores a stored value that is not a number', () => {
    localStorage.setItem(STORAGE_KEYS.currentBpId, 'abc');
    localStorage.setItem(STORAGE_KEYS.defaultBpId, '7');
    expect(currentPartnerId()).toBe(7);
  });
});

describe('toCreateBody', () => {
  it('drops the confirmation, trims, and sends a blank display name as null', () => {
    expect(
      toCreateBody(102, {
        username: ' bob ',
        password: 'secret-pass',
        confirm: 'secret-pass',
        email: ' bob@paris.example ',
        displayName: '  ',
        roleIds: [2],
      }),
    ).toEqual({
      bpId: 102,
      username: 'bob',
      password: 'secret-pass',
      email: 'bob@paris.example',
      displayName: null,
      roleIds: [2],
    });
  });
});

describe('toUpdateBody and toFormValues', () => {
  it('round-trips a user through the edit form', () => {
    const user = makePartnerUser({
      roleSet: [
        { id: 1, roleName: 'admin' },
        { id: 2, roleName: 'sys' },
      ],
    });
    const values = toFormValues(user);
    expect(values).toEqual({
      username: 'alice',
      email: 'alice@northwind.example',
      displayName: 'Alice Martin',
      roleIds: [1, 2],
    });
    expect(toUpdateBody({ ...values, displayName: ' Alice M. ' })).toEqual({
      username: 'alice',
      email: 'alice@northwind.example',
      displayName: 'Alice M.',
      roleIds: [1, 2],
    });
  });
});
