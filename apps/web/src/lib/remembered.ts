/**
 * The answer kept in `answers` under `key`, made by `make` the first time it is asked for. Past
 * `bound` answers the map starts afresh, so a long session stays small: what a page asks again
 * and again, it asks again soon.
 */
export function remembered<K, V>(answers: Map<K, V>, key: K, make: () => V, bound: number): V {
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size >= bound) answers.clear();
    answer = make();
    answers.set(key, answer);
  }
  return answer;
}
