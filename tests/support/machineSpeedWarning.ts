/**
 * Redux Toolkit's development checks (the immutability and serializability middleware) warn when
 * one check of the state takes longer than 32 ms: "ImmutableStateInvariantMiddleware took 57ms, which
 * is more than the warning threshold of 32ms". How long it takes depends on how busy the machine
 * is (the tests run beside each other on two cores), not on the parts, so the dev-server tests'
 * console checks do not count it; every other warning fails them.
 */
export function isMachineSpeedWarning(text: string): boolean {
  return /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms, which is more than the warning threshold of \d+ms/.test(text);
}
