/** `array` copied into one half as long again (or more), with room for index `at`. */
export function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, at: number): T {
  let length = Math.ceil(array.length * 1.5);
  while (length <= at) length = Math.ceil(length * 1.5);
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
