import { expect } from 'vitest';
import { WarehouseError } from '../warehouse/warehouse-errors.js';

/** The WarehouseError `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function warehouseFailure(promise: Promise<unknown>): Promise<WarehouseError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(WarehouseError);
    return err as WarehouseError;
  }
  throw new Error('expected the warehouse to refuse this');
}
