/**
 * The address of Asha Rao, the customer in Bengaluru whom the shared package's tests register,
 * store and fill forms for.
 */
export const ADDRESS = {
  street: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};
