/**
 * A vanilla-extract recipe whose class names are remembered per choice of variants. The recipe's own
 * runtime copies its options into two new objects on every call: for the badges, buttons and
 * dropdowns in each row of a long table that was a tenth of what rendering a row cost
 * (apps/web/bench/network-table). Variants are few, so the memory is a handful of strings.
 */
export function rememberedRecipe<Options extends object>(
  recipe: (options?: Options) => string,
): (options: Options) => string {
  const classNames = new Map<string, string>();
  return (options) => {
    let key = '';
    for (const name in options) key += `${name}=${String(options[name as keyof Options])};`;
    let className = classNames.get(key);
    if (className === undefined) {
      className = recipe(options);
      classNames.set(key, className);
    }
    return className;
  };
}
