export declare const reactAsPreact: { find: RegExp; replacement: string }[];
