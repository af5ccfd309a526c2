export declare const ZOD_JSON_SCHEMA_MODULES: readonly string[];
