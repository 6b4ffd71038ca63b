// GENERATED FILE, do not edit. Run `npm run api:generate` (scripts/generate-api-types.ts) after changing
// a route's schema; `npm test` fails while this file is stale. Source: the server's OpenAPI document
// (GET /api/openapi.json), copied beside this file as openapi.json.

export interface paths {
    "/api/audit/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    scope?: string;
                    search?: string;
                    sort?: "at" | "-at";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                action: string;
                                actor: string | null;
                                at: string;
                                detail: {
                                    [key: string]: unknown;
                                } | null;
                                engagementId: string | null;
                                engagementName: string | null;
                                id: string;
                                /** @enum {string} */
                                outcome: "success" | "failure" | "denied";
                                principalType: string;
                                requestId: string | null;
                                scope: string | null;
                                status: number;
                                target: string | null;
                                targetName: string | null;
                                tenantId: string | null;
                                tenantName: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/events.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The filtered events as CSV, newest first, at most 50000 rows. */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    from?: string;
                    scope?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/all-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            builtIn: boolean;
                            category: string;
                            description: string;
                            name: string;
                            roleCount: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/all-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            scopeMask: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "aadObjectId" | "-aadObjectId" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                aadObjectId: string;
                                abilities: {
                                    assignRoles: boolean;
                                    delete: boolean;
                                    manageSecrets: boolean;
                                    update: boolean;
                                };
                                createdAt: string;
                                disabled: boolean;
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aadObjectId: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string;
                            abilities: {
                                assignRoles: boolean;
                                delete: boolean;
                                manageSecrets: boolean;
                                update: boolean;
                            };
                            createdAt: string;
                            disabled: boolean;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/applications/{aadObjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string;
                            abilities: {
                                assignRoles: boolean;
                                delete: boolean;
                                manageSecrets: boolean;
                                update: boolean;
                            };
                            createdAt: string;
                            disabled: boolean;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string;
                            abilities: {
                                assignRoles: boolean;
                                delete: boolean;
                                manageSecrets: boolean;
                                update: boolean;
                            };
                            createdAt: string;
                            disabled: boolean;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/applications/{aadObjectId}/role-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roles: {
                                abilities: {
                                    remove: boolean;
                                };
                                name: string;
                            }[];
                            scope: string;
                            /** @enum {string} */
                            scopeKind: "platform" | "tenant" | "engagement" | "storage";
                            scopeName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/applications/{aadObjectId}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revoke: boolean;
                            };
                            createdAt: string;
                            description: string;
                            expiresAt: string;
                            hint: string;
                            id: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        expiresAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: {
                                abilities: {
                                    revoke: boolean;
                                };
                                createdAt: string;
                                description: string;
                                expiresAt: string;
                                hint: string;
                                id: string;
                                revokedAt: string | null;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                            };
                            value: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/applications/{aadObjectId}/secrets/{secretId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                    secretId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revoke: boolean;
                            };
                            createdAt: string;
                            description: string;
                            expiresAt: string;
                            hint: string;
                            id: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/assignable-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    scope: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            name: string;
                            permissions: string[];
                            scopeMask: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/engagements/{engagementId}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    principalType: "User" | "Application";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                remove: boolean;
                            };
                            aggregationDisplayName: string;
                            aggregationId: string;
                            /** @enum {string} */
                            aggregationType: "User" | "Application";
                            assignments: {
                                abilities: {
                                    remove: boolean;
                                };
                                principalId: string;
                                /** @enum {string} */
                                principalType: "User" | "Application";
                                roleName: string;
                                scope: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "category" | "-category";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    delete: boolean;
                                    update: boolean;
                                };
                                builtIn: boolean;
                                category: string;
                                description: string;
                                name: string;
                                roleCount: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: string;
                        /** @default  */
                        description?: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            builtIn: boolean;
                            category: string;
                            description: string;
                            name: string;
                            roleCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/permissions/{permissionName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    permissionName: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: string;
                        /** @default  */
                        description?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            builtIn: boolean;
                            category: string;
                            description: string;
                            name: string;
                            roleCount: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    permissionName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/permissions/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        scope: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            permissions: {
                                allowed: boolean;
                                name: string;
                            }[];
                            scope: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/role-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    scope: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            principalId: string;
                            /** @enum {string} */
                            principalType: "User" | "Application";
                            roleNames: string[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "Add" | "Remove";
                        principalId: string;
                        /** @enum {string} */
                        principalType: "User" | "Application";
                        roleName: string;
                        scope: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applied: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "scopeMask" | "-scopeMask";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    delete: boolean;
                                    update: boolean;
                                };
                                builtIn: boolean;
                                description: string;
                                name: string;
                                permissionCount: number;
                                scopeMask: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        name: string;
                        /** @default [] */
                        permissions?: string[];
                        scopeMask: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            assignmentCount: number;
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            permissions: string[];
                            scopeMask: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/roles/{roleName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    roleName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            assignmentCount: number;
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            permissions: string[];
                            scopeMask: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    roleName: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        name: string;
                        /** @default [] */
                        permissions?: string[];
                        scopeMask: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            assignmentCount: number;
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            permissions: string[];
                            scopeMask: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    roleName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/roles/{roleName}/permissions/{permissionName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    permissionName: string;
                    roleName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            assignmentCount: number;
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            permissions: string[];
                            scopeMask: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    permissionName: string;
                    roleName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            assignmentCount: number;
                            builtIn: boolean;
                            description: string;
                            name: string;
                            permissionCount: number;
                            permissions: string[];
                            scopeMask: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/tenants/{tenantId}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    principalType: "User" | "Application";
                };
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                remove: boolean;
                            };
                            aggregationDisplayName: string;
                            aggregationId: string;
                            /** @enum {string} */
                            aggregationType: "User" | "Application";
                            assignments: {
                                abilities: {
                                    remove: boolean;
                                };
                                principalId: string;
                                /** @enum {string} */
                                principalType: "User" | "Application";
                                roleName: string;
                                scope: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "email" | "-email";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    activate: boolean;
                                    assignRoles: boolean;
                                    createPasswordLink: boolean;
                                    update: boolean;
                                };
                                disabled: boolean;
                                email: string;
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        language: "en" | "en-GB" | "de" | "fr" | "nl";
                        name: string;
                        /** @enum {string} */
                        templateName: "Default" | "Deloitte";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            signIn: {
                                expiresAt: string;
                                /** @enum {string} */
                                kind: "setPasswordLink";
                                url: string;
                            } | {
                                /** @enum {string} */
                                kind: "identityProvider";
                                loginUrl: string;
                            };
                            user: {
                                aadObjectId: string | null;
                                abilities: {
                                    activate: boolean;
                                    assignRoles: boolean;
                                    createPasswordLink: boolean;
                                    update: boolean;
                                };
                                disabled: boolean;
                                email: string;
                                hasPassword: boolean;
                                id: string;
                                name: string;
                                profile: {
                                    displayName: string;
                                    jobTitle: string | null;
                                    /** @enum {string} */
                                    language: "en" | "en-GB" | "de" | "fr" | "nl";
                                    /** @enum {string} */
                                    templateName: "Default" | "Deloitte";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string | null;
                            abilities: {
                                activate: boolean;
                                assignRoles: boolean;
                                createPasswordLink: boolean;
                                update: boolean;
                            };
                            disabled: boolean;
                            email: string;
                            hasPassword: boolean;
                            id: string;
                            name: string;
                            profile: {
                                displayName: string;
                                jobTitle: string | null;
                                /** @enum {string} */
                                language: "en" | "en-GB" | "de" | "fr" | "nl";
                                /** @enum {string} */
                                templateName: "Default" | "Deloitte";
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled?: boolean;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string | null;
                            abilities: {
                                activate: boolean;
                                assignRoles: boolean;
                                createPasswordLink: boolean;
                                update: boolean;
                            };
                            disabled: boolean;
                            email: string;
                            hasPassword: boolean;
                            id: string;
                            name: string;
                            profile: {
                                displayName: string;
                                jobTitle: string | null;
                                /** @enum {string} */
                                language: "en" | "en-GB" | "de" | "fr" | "nl";
                                /** @enum {string} */
                                templateName: "Default" | "Deloitte";
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}/access-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            engagementIds: string[] | null;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "readWrite";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}/access-tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}/password-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        jobTitle?: string | null;
                        /** @enum {string} */
                        language: "en" | "en-GB" | "de" | "fr" | "nl";
                        /** @enum {string} */
                        templateName: "Default" | "Deloitte";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aadObjectId: string | null;
                            abilities: {
                                activate: boolean;
                                assignRoles: boolean;
                                createPasswordLink: boolean;
                                update: boolean;
                            };
                            disabled: boolean;
                            email: string;
                            hasPassword: boolean;
                            id: string;
                            name: string;
                            profile: {
                                displayName: string;
                                jobTitle: string | null;
                                /** @enum {string} */
                                language: "en" | "en-GB" | "de" | "fr" | "nl";
                                /** @enum {string} */
                                templateName: "Default" | "Deloitte";
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorization/users/{email}/role-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roles: {
                                abilities: {
                                    remove: boolean;
                                };
                                name: string;
                            }[];
                            scope: string;
                            /** @enum {string} */
                            scopeKind: "platform" | "tenant" | "engagement" | "storage";
                            scopeName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            engagements: {
                                abilities: {
                                    stopCostSaving: boolean;
                                };
                                id: string;
                                name: string;
                                stoppedUntil: string | null;
                            }[];
                            monthStart: string;
                            pauseStates: {
                                changedAt: string;
                                engagementId: string | null;
                                message: string | null;
                                resourceName: string;
                                resourceType: string;
                                /** @enum {string} */
                                state: "Running" | "Pausing" | "Paused" | "Resuming" | "Failed" | "NotPausable";
                            }[];
                            /** @enum {string} */
                            provider: "local" | "azure";
                            rows: {
                                details: {
                                    lastMonth: {
                                        amount: number;
                                        currency: string;
                                    } | "N/A";
                                    lastMonthQuantity: number | null;
                                    meter: string;
                                    monthToDate: {
                                        amount: number;
                                        currency: string;
                                    } | "N/A";
                                    monthToDateQuantity: number | null;
                                    unit: string;
                                }[];
                                engagementId: string | null;
                                lastMonth: {
                                    amount: number;
                                    currency: string;
                                } | "N/A";
                                monthToDate: {
                                    amount: number;
                                    currency: string;
                                } | "N/A";
                                resourceName: string;
                                resourcePath: string;
                                resourceType: string;
                            }[];
                            summary: {
                                lastMonth: {
                                    amount: number;
                                    currency: string;
                                } | "N/A";
                                monthToDate: {
                                    amount: number;
                                    currency: string;
                                } | "N/A";
                            };
                            tenant: {
                                abilities: {
                                    stopCostSaving: boolean;
                                };
                                stoppedUntil: string | null;
                            } | null;
                            tenantId: string | null;
                            tenants: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/costs/engagements/{engagementId}/stop-cost-saving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: number;
                        minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stoppedUntil: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/costs/tenants/{tenantId}/stop-cost-saving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: number;
                        minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stoppedUntil: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        tenantId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                syncRbac: boolean;
                                update: boolean;
                            };
                            features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                            id: string;
                            name: string;
                            resourceIds: string[];
                            tenantId: string;
                            tenantName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                            id: string;
                            name: string;
                            resourceIds: string[];
                            tenantId: string;
                            tenantName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                syncRbac: boolean;
                                update: boolean;
                            };
                            features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                            id: string;
                            name: string;
                            resourceIds: string[];
                            tenantId: string;
                            tenantName: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        features: string;
                        name: string;
                        resourceIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                syncRbac: boolean;
                                update: boolean;
                            };
                            features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                            id: string;
                            name: string;
                            resourceIds: string[];
                            tenantId: string;
                            tenantName: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/api-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                create: boolean;
                            };
                            availableApiNames: string[];
                            results: {
                                abilities: {
                                    delete: boolean;
                                    test: boolean;
                                    update: boolean;
                                };
                                apiName: string;
                                clientId: string;
                                clientSecretKeyName: string;
                                clientSecretSet: boolean;
                                enabled: boolean;
                                grantType: string;
                                responseType: string;
                                scope: string;
                                tokenUrl: string;
                                updatedAt: string;
                                updatedBy: string | null;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/api-connections/{apiName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    apiName: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecret?: string;
                        clientSecretKeyName: string;
                        /** @default true */
                        enabled?: boolean;
                        /** @default client_credentials */
                        grantType?: string;
                        /** @default token */
                        responseType?: string;
                        scope: string;
                        tokenUrl: string;
                        version: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                test: boolean;
                                update: boolean;
                            };
                            apiName: string;
                            clientId: string;
                            clientSecretKeyName: string;
                            clientSecretSet: boolean;
                            enabled: boolean;
                            grantType: string;
                            responseType: string;
                            scope: string;
                            tokenUrl: string;
                            updatedAt: string;
                            updatedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    apiName: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/api-connections/{apiName}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    apiName: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                test: boolean;
                                update: boolean;
                            };
                            apiName: string;
                            clientId: string;
                            clientSecretKeyName: string;
                            clientSecretSet: boolean;
                            enabled: boolean;
                            grantType: string;
                            responseType: string;
                            scope: string;
                            tokenUrl: string;
                            updatedAt: string;
                            updatedBy: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/api-connections/{apiName}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    apiName: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                test: boolean;
                                update: boolean;
                            };
                            apiName: string;
                            clientId: string;
                            clientSecretKeyName: string;
                            clientSecretSet: boolean;
                            enabled: boolean;
                            grantType: string;
                            responseType: string;
                            scope: string;
                            tokenUrl: string;
                            updatedAt: string;
                            updatedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/api-connections/{apiName}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    apiName: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresIn?: number;
                            message: string;
                            success: boolean;
                            tokenType?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/brokers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                create: boolean;
                            };
                            results: {
                                abilities: {
                                    delete: boolean;
                                    update: boolean;
                                };
                                brokerId: string;
                                enabled: boolean;
                                fileFilters: {
                                    namePattern: string;
                                }[];
                                hostKeyFingerprint: string | null;
                                hostName: string;
                                passwordKeyName: string;
                                passwordSet: boolean;
                                port: number;
                                scanPath: string;
                                sshKeyKeyName: string;
                                sshKeySet: boolean;
                                updatedAt: string;
                                updatedBy: string | null;
                                userName: string;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/brokers/{brokerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    brokerId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        enabled?: boolean;
                        /** @default [] */
                        fileFilters?: {
                            namePattern: string;
                        }[];
                        hostName: string;
                        password?: string;
                        /** @default  */
                        passwordKeyName?: string;
                        port: number;
                        scanPath: string;
                        /** @default  */
                        sshKeyKeyName?: string;
                        sshPrivateKey?: string;
                        userName: string;
                        version: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            brokerId: string;
                            enabled: boolean;
                            fileFilters: {
                                namePattern: string;
                            }[];
                            hostKeyFingerprint: string | null;
                            hostName: string;
                            passwordKeyName: string;
                            passwordSet: boolean;
                            port: number;
                            scanPath: string;
                            sshKeyKeyName: string;
                            sshKeySet: boolean;
                            updatedAt: string;
                            updatedBy: string | null;
                            userName: string;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    brokerId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/brokers/{brokerId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    brokerId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            brokerId: string;
                            enabled: boolean;
                            fileFilters: {
                                namePattern: string;
                            }[];
                            hostKeyFingerprint: string | null;
                            hostName: string;
                            passwordKeyName: string;
                            passwordSet: boolean;
                            port: number;
                            scanPath: string;
                            sshKeyKeyName: string;
                            sshKeySet: boolean;
                            updatedAt: string;
                            updatedBy: string | null;
                            userName: string;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/brokers/{brokerId}/host-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    brokerId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/brokers/{brokerId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    brokerId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                update: boolean;
                            };
                            brokerId: string;
                            enabled: boolean;
                            fileFilters: {
                                namePattern: string;
                            }[];
                            hostKeyFingerprint: string | null;
                            hostName: string;
                            passwordKeyName: string;
                            passwordSet: boolean;
                            port: number;
                            scanPath: string;
                            sshKeyKeyName: string;
                            sshKeySet: boolean;
                            updatedAt: string;
                            updatedBy: string | null;
                            userName: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/collaboration-branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branchUrl: string;
                            commit: string;
                            name: string;
                            parentRepositoryName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                stopCostSaving: boolean;
                                update: boolean;
                            };
                            isGain: boolean;
                            kinds: ("dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline")[];
                            name: string;
                            resources: {
                                id: string;
                                name: string;
                                openUrl: string | null;
                                resourceType: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/configurations/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            installDefault: {
                                optional: boolean;
                                values: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            /** @enum {string} */
                            kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                            secrets: {
                                [key: string]: boolean;
                            };
                            timestamp: string | null;
                            updatedByName: string | null;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        secrets?: {
                            [key: string]: string;
                        };
                        tag?: string;
                        values: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            installDefault: {
                                optional: boolean;
                                values: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            /** @enum {string} */
                            kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                            secrets: {
                                [key: string]: boolean;
                            };
                            timestamp: string | null;
                            updatedByName: string | null;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/configurations/{kind}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdByName: string | null;
                            restoredFrom: number | null;
                            tag: string | null;
                            timestamp: string;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/configurations/{kind}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            installDefault: {
                                optional: boolean;
                                values: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            /** @enum {string} */
                            kind: "dashboard" | "gain" | "nodeModel" | "reporting" | "pipeline";
                            secrets: {
                                [key: string]: boolean;
                            };
                            timestamp: string | null;
                            updatedByName: string | null;
                            values: {
                                [key: string]: unknown;
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                update: boolean;
                            };
                            availableConnectors: string[];
                            connectors: {
                                configuration: string;
                                connector: string;
                                environment: string;
                            }[];
                            environments: string[];
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        connectors: {
                            configuration: string;
                            connector: string;
                            environment: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                update: boolean;
                            };
                            availableConnectors: string[];
                            connectors: {
                                configuration: string;
                                connector: string;
                                environment: string;
                            }[];
                            environments: string[];
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                versionUp: boolean;
                            };
                            contracts: {
                                branch: string;
                                columns: {
                                    dataType: string;
                                    name: string;
                                }[];
                                consumers: {
                                    /** @enum {string} */
                                    kind: "node" | "test" | "dashboard";
                                    name: string;
                                }[];
                                keys: string[];
                                /** @enum {string} */
                                layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                                node: string;
                                recorded: boolean;
                                recordedAt: string | null;
                                recordedBy: string | null;
                                version: number;
                            }[];
                            publishedBranch: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/contracts/{layer}/{node}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        branch: string;
                        keys: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            columns: {
                                dataType: string;
                                name: string;
                            }[];
                            consumers: {
                                /** @enum {string} */
                                kind: "node" | "test" | "dashboard";
                                name: string;
                            }[];
                            keys: string[];
                            /** @enum {string} */
                            layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                            node: string;
                            recorded: boolean;
                            recordedAt: string | null;
                            recordedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/contracts/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    branch: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            breaks: {
                                changes: {
                                    /** @enum {string} */
                                    change: "nodeRemoved" | "dropped" | "renamed" | "typeChanged";
                                    column: string | null;
                                    from: string | null;
                                    to: string | null;
                                }[];
                                /** @enum {string} */
                                layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                                node: string;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "uploadedAt" | "-uploadedAt";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                fileExtensions: string[];
                                /** @enum {string} */
                                provider: "cairn" | "powerbi";
                                upload: boolean;
                            };
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    delete: boolean;
                                    open: boolean;
                                };
                                id: string;
                                name: string;
                                /** @enum {string} */
                                provider: "cairn" | "powerbi";
                                uploadedAt: string;
                                uploadedBy: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                open: boolean;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            provider: "cairn" | "powerbi";
                            uploadedAt: string;
                            uploadedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dashboardId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/{dashboardId}/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dashboardId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            embedUrl: string;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            provider: "powerbi";
                        } | {
                            definition: {
                                description?: string;
                                filters?: {
                                    default?: (string | number | boolean) | null;
                                    id: string;
                                    label: string;
                                    options?: (string | number | boolean)[];
                                    optionsQuery?: string;
                                    /** @enum {string} */
                                    type: "select" | "text" | "number" | "date";
                                }[];
                                name: string;
                                pages: {
                                    tiles: {
                                        chart: {
                                            /** @enum {string} */
                                            type: "table";
                                        } | {
                                            color?: string;
                                            /** @enum {string} */
                                            type: "bar";
                                            x: string;
                                            y: string;
                                        } | {
                                            color?: string;
                                            /** @enum {string} */
                                            type: "line";
                                            x: string;
                                            y: string;
                                        } | {
                                            color?: string;
                                            /** @enum {string} */
                                            type: "area";
                                            x: string;
                                            y: string;
                                        } | {
                                            category: string;
                                            /** @enum {string} */
                                            type: "pie";
                                            value: string;
                                        } | {
                                            format?: string;
                                            /** @enum {string} */
                                            type: "kpi";
                                            value: string;
                                        } | {
                                            spec: {
                                                [key: string]: unknown;
                                            };
                                            /** @enum {string} */
                                            type: "vega-lite";
                                        };
                                        id: string;
                                        query: string;
                                        title: string;
                                        width?: number;
                                    }[];
                                    title: string;
                                }[];
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            provider: "cairn";
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/{dashboardId}/filters/{filterId}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dashboardId: string;
                    engagementId: string;
                    filterId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            options: (string | number | boolean)[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/{dashboardId}/tiles/{tileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: string;
                };
                header?: never;
                path: {
                    dashboardId: string;
                    engagementId: string;
                    tileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cached: boolean;
                            columns: {
                                name: string;
                                type: string;
                            }[];
                            computedAt: string;
                            rows: unknown[][];
                            truncated: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/{dashboardId}/tiles/{tileId}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tile's rows for these filters as CSV (the same rows the tile shows). */
        get: {
            parameters: {
                query?: {
                    filters?: string;
                };
                header?: never;
                path: {
                    dashboardId: string;
                    engagementId: string;
                    tileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/capacities/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    tool: "PowerBi" | "AnalysisServices";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                resume: boolean;
                                suspend: boolean;
                            };
                            /** @enum {string} */
                            display: "active" | "transition" | "other";
                            state: string;
                            /** @enum {string} */
                            tool: "PowerBi" | "AnalysisServices";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/capacities/{tool}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    tool: "PowerBi" | "AnalysisServices";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                resume: boolean;
                                suspend: boolean;
                            };
                            /** @enum {string} */
                            display: "active" | "transition" | "other";
                            state: string;
                            /** @enum {string} */
                            tool: "PowerBi" | "AnalysisServices";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/capacities/{tool}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    tool: "PowerBi" | "AnalysisServices";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                resume: boolean;
                                suspend: boolean;
                            };
                            /** @enum {string} */
                            display: "active" | "transition" | "other";
                            state: string;
                            /** @enum {string} */
                            tool: "PowerBi" | "AnalysisServices";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/definition-schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves a definition made in the builder as an upload of it would be (a new version). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        definition: {
                            description?: string;
                            filters?: {
                                default?: (string | number | boolean) | null;
                                id: string;
                                label: string;
                                options?: (string | number | boolean)[];
                                optionsQuery?: string;
                                /** @enum {string} */
                                type: "select" | "text" | "number" | "date";
                            }[];
                            name: string;
                            pages: {
                                tiles: {
                                    chart: {
                                        /** @enum {string} */
                                        type: "table";
                                    } | {
                                        color?: string;
                                        /** @enum {string} */
                                        type: "bar";
                                        x: string;
                                        y: string;
                                    } | {
                                        color?: string;
                                        /** @enum {string} */
                                        type: "line";
                                        x: string;
                                        y: string;
                                    } | {
                                        color?: string;
                                        /** @enum {string} */
                                        type: "area";
                                        x: string;
                                        y: string;
                                    } | {
                                        category: string;
                                        /** @enum {string} */
                                        type: "pie";
                                        value: string;
                                    } | {
                                        format?: string;
                                        /** @enum {string} */
                                        type: "kpi";
                                        value: string;
                                    } | {
                                        spec: {
                                            [key: string]: unknown;
                                        };
                                        /** @enum {string} */
                                        type: "vega-lite";
                                    };
                                    id: string;
                                    query: string;
                                    title: string;
                                    width?: number;
                                }[];
                                title: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                delete: boolean;
                                open: boolean;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            provider: "cairn" | "powerbi";
                            uploadedAt: string;
                            uploadedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/dashboards/preview-tile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters?: {
                            [key: string]: (string | number | boolean) | null;
                        };
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cached: boolean;
                            columns: {
                                name: string;
                                type: string;
                            }[];
                            computedAt: string;
                            rows: unknown[][];
                            truncated: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "createdAt" | "-createdAt";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    retryDelivery: boolean;
                                };
                                batchId: string;
                                createdAt: string;
                                delivery: {
                                    answer: string | null;
                                    at: string;
                                    attempts: number;
                                    /** @enum {string} */
                                    state: "Delivered" | "Failed";
                                    target: string;
                                } | null;
                                files: {
                                    archived: boolean;
                                    batch: string;
                                    fileName: string;
                                    isMissing: boolean;
                                    isTrigger: boolean;
                                }[];
                                id: string;
                                numRecordsReceivedFromClient: number | null;
                                numRecordsSentToGain: number | null;
                                /** @enum {string} */
                                processType: "GainData" | "FxRate";
                                recordsReceivedFromClientAt: string | null;
                                recordsSentToGainAt: string | null;
                                status: number;
                                statusMessage: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/batches/{batchRowId}/retry-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchRowId: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                retryDelivery: boolean;
                            };
                            batchId: string;
                            createdAt: string;
                            delivery: {
                                answer: string | null;
                                at: string;
                                attempts: number;
                                /** @enum {string} */
                                state: "Delivered" | "Failed";
                                target: string;
                            } | null;
                            files: {
                                archived: boolean;
                                batch: string;
                                fileName: string;
                                isMissing: boolean;
                                isTrigger: boolean;
                            }[];
                            id: string;
                            numRecordsReceivedFromClient: number | null;
                            numRecordsSentToGain: number | null;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            recordsReceivedFromClientAt: string | null;
                            recordsSentToGainAt: string | null;
                            status: number;
                            statusMessage: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/fx-rate/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileNames: string[];
                        /** @default  */
                        path?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/fx-rate/reprocess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileNames: string[];
                        /** @default  */
                        path?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/fx-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configurationVersion: number;
                            tables: {
                                preview: {
                                    columns: {
                                        name: string;
                                        type: string;
                                    }[];
                                    name: string;
                                    rowCount: number;
                                    rows: unknown[][];
                                    schema: string;
                                } | null;
                                targetTableName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileNames: string[];
                        /** @default  */
                        path?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/import-configurations/{processType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    processType: "GainData" | "FxRate";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            /** @default [] */
                            fileConfigurations: {
                                /** @default false */
                                isArchived: boolean;
                                /** @default false */
                                isRequired: boolean;
                                /** @default false */
                                isTrigger: boolean;
                                /** @default false */
                                isVersioned: boolean;
                                namePattern: string;
                            }[];
                            /**
                             * @default BooleanLogic
                             * @enum {string}
                             */
                            fileLogicType: "BooleanLogic" | "SqlLogic";
                            inputSqlConfiguration?: {
                                sqlQuery: string;
                            } | null;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            /** @default [] */
                            tableConfigurations: {
                                /** @default [] */
                                columnConfigurations: {
                                    columnIndex?: number | null;
                                    columnName?: string | null;
                                    /**
                                     * @default Any
                                     * @enum {string}
                                     */
                                    dataType: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                    dataTypeSpecs?: string | null;
                                    /**
                                     * @default Break
                                     * @enum {string}
                                     */
                                    failureBehaviour: "Break" | "SkipRow" | "SetNull";
                                    /** @default false */
                                    mustHaveValue: boolean;
                                }[];
                                /**
                                 * @default None
                                 * @enum {string}
                                 */
                                rowExistenceCriterion: "None" | "Strict" | "Coupled";
                                /** @default 0 */
                                sourceFileColsToSkip: number;
                                sourceFileColsToTake?: number | null;
                                /** @default true */
                                sourceFileHasHeaderRow: boolean;
                                sourceFileName: string;
                                /** @default 0 */
                                sourceFileRowsToSkip: number;
                                sourceFileWorksheetName?: string | null;
                                targetTableName: string;
                            }[];
                            timestamp: string | null;
                            updatedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    processType: "GainData" | "FxRate";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        fileConfigurations?: {
                            /** @default false */
                            isArchived?: boolean;
                            /** @default false */
                            isRequired?: boolean;
                            /** @default false */
                            isTrigger?: boolean;
                            /** @default false */
                            isVersioned?: boolean;
                            namePattern: string;
                        }[];
                        /**
                         * @default BooleanLogic
                         * @enum {string}
                         */
                        fileLogicType?: "BooleanLogic" | "SqlLogic";
                        inputSqlConfiguration?: {
                            sqlQuery: string;
                        } | null;
                        /** @default [] */
                        tableConfigurations?: {
                            /** @default [] */
                            columnConfigurations?: {
                                columnIndex?: number | null;
                                columnName?: string | null;
                                /**
                                 * @default Any
                                 * @enum {string}
                                 */
                                dataType?: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                dataTypeSpecs?: string | null;
                                /**
                                 * @default Break
                                 * @enum {string}
                                 */
                                failureBehaviour?: "Break" | "SkipRow" | "SetNull";
                                /** @default false */
                                mustHaveValue?: boolean;
                            }[];
                            /**
                             * @default None
                             * @enum {string}
                             */
                            rowExistenceCriterion?: "None" | "Strict" | "Coupled";
                            /** @default 0 */
                            sourceFileColsToSkip?: number;
                            sourceFileColsToTake?: number | null;
                            /** @default true */
                            sourceFileHasHeaderRow?: boolean;
                            sourceFileName: string;
                            /** @default 0 */
                            sourceFileRowsToSkip?: number;
                            sourceFileWorksheetName?: string | null;
                            targetTableName: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            /** @default [] */
                            fileConfigurations: {
                                /** @default false */
                                isArchived: boolean;
                                /** @default false */
                                isRequired: boolean;
                                /** @default false */
                                isTrigger: boolean;
                                /** @default false */
                                isVersioned: boolean;
                                namePattern: string;
                            }[];
                            /**
                             * @default BooleanLogic
                             * @enum {string}
                             */
                            fileLogicType: "BooleanLogic" | "SqlLogic";
                            inputSqlConfiguration?: {
                                sqlQuery: string;
                            } | null;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            /** @default [] */
                            tableConfigurations: {
                                /** @default [] */
                                columnConfigurations: {
                                    columnIndex?: number | null;
                                    columnName?: string | null;
                                    /**
                                     * @default Any
                                     * @enum {string}
                                     */
                                    dataType: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                    dataTypeSpecs?: string | null;
                                    /**
                                     * @default Break
                                     * @enum {string}
                                     */
                                    failureBehaviour: "Break" | "SkipRow" | "SetNull";
                                    /** @default false */
                                    mustHaveValue: boolean;
                                }[];
                                /**
                                 * @default None
                                 * @enum {string}
                                 */
                                rowExistenceCriterion: "None" | "Strict" | "Coupled";
                                /** @default 0 */
                                sourceFileColsToSkip: number;
                                sourceFileColsToTake?: number | null;
                                /** @default true */
                                sourceFileHasHeaderRow: boolean;
                                sourceFileName: string;
                                /** @default 0 */
                                sourceFileRowsToSkip: number;
                                sourceFileWorksheetName?: string | null;
                                targetTableName: string;
                            }[];
                            timestamp: string | null;
                            updatedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/import-configurations/{processType}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    processType: "GainData" | "FxRate";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default [] */
                            fileConfigurations: {
                                /** @default false */
                                isArchived: boolean;
                                /** @default false */
                                isRequired: boolean;
                                /** @default false */
                                isTrigger: boolean;
                                /** @default false */
                                isVersioned: boolean;
                                namePattern: string;
                            }[];
                            /**
                             * @default BooleanLogic
                             * @enum {string}
                             */
                            fileLogicType: "BooleanLogic" | "SqlLogic";
                            inputSqlConfiguration?: {
                                sqlQuery: string;
                            } | null;
                            restoredFrom: number | null;
                            /** @default [] */
                            tableConfigurations: {
                                /** @default [] */
                                columnConfigurations: {
                                    columnIndex?: number | null;
                                    columnName?: string | null;
                                    /**
                                     * @default Any
                                     * @enum {string}
                                     */
                                    dataType: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                    dataTypeSpecs?: string | null;
                                    /**
                                     * @default Break
                                     * @enum {string}
                                     */
                                    failureBehaviour: "Break" | "SkipRow" | "SetNull";
                                    /** @default false */
                                    mustHaveValue: boolean;
                                }[];
                                /**
                                 * @default None
                                 * @enum {string}
                                 */
                                rowExistenceCriterion: "None" | "Strict" | "Coupled";
                                /** @default 0 */
                                sourceFileColsToSkip: number;
                                sourceFileColsToTake?: number | null;
                                /** @default true */
                                sourceFileHasHeaderRow: boolean;
                                sourceFileName: string;
                                /** @default 0 */
                                sourceFileRowsToSkip: number;
                                sourceFileWorksheetName?: string | null;
                                targetTableName: string;
                            }[];
                            timestamp: string;
                            updatedBy: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/import-configurations/{processType}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    processType: "GainData" | "FxRate";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                restore: boolean;
                                update: boolean;
                            };
                            /** @default [] */
                            fileConfigurations: {
                                /** @default false */
                                isArchived: boolean;
                                /** @default false */
                                isRequired: boolean;
                                /** @default false */
                                isTrigger: boolean;
                                /** @default false */
                                isVersioned: boolean;
                                namePattern: string;
                            }[];
                            /**
                             * @default BooleanLogic
                             * @enum {string}
                             */
                            fileLogicType: "BooleanLogic" | "SqlLogic";
                            inputSqlConfiguration?: {
                                sqlQuery: string;
                            } | null;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            /** @default [] */
                            tableConfigurations: {
                                /** @default [] */
                                columnConfigurations: {
                                    columnIndex?: number | null;
                                    columnName?: string | null;
                                    /**
                                     * @default Any
                                     * @enum {string}
                                     */
                                    dataType: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                    dataTypeSpecs?: string | null;
                                    /**
                                     * @default Break
                                     * @enum {string}
                                     */
                                    failureBehaviour: "Break" | "SkipRow" | "SetNull";
                                    /** @default false */
                                    mustHaveValue: boolean;
                                }[];
                                /**
                                 * @default None
                                 * @enum {string}
                                 */
                                rowExistenceCriterion: "None" | "Strict" | "Coupled";
                                /** @default 0 */
                                sourceFileColsToSkip: number;
                                sourceFileColsToTake?: number | null;
                                /** @default true */
                                sourceFileHasHeaderRow: boolean;
                                sourceFileName: string;
                                /** @default 0 */
                                sourceFileRowsToSkip: number;
                                sourceFileWorksheetName?: string | null;
                                targetTableName: string;
                            }[];
                            timestamp: string | null;
                            updatedBy: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    processType?: "GainData" | "FxRate";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                promote: boolean;
                            };
                            inProgress: boolean;
                            results: {
                                abilities: {
                                    revert: boolean;
                                };
                                comment: string | null;
                                createdBy: string | null;
                                isRevertTarget: boolean;
                                /** @enum {string} */
                                processType: "GainData" | "FxRate";
                                promotedAt: string;
                                promotionId: string;
                                sourceVersion: number;
                                status: number;
                                statusMessage: string | null;
                            }[];
                            versionForRuns: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        /**
                         * @default GainData
                         * @enum {string}
                         */
                        processType?: "GainData" | "FxRate";
                        sourceVersion: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revert: boolean;
                            };
                            comment: string | null;
                            createdBy: string | null;
                            isRevertTarget: boolean;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            promotedAt: string;
                            promotionId: string;
                            sourceVersion: number;
                            status: number;
                            statusMessage: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/promotions/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    processType?: "GainData" | "FxRate";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: string;
                        promotionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revert: boolean;
                            };
                            comment: string | null;
                            createdBy: string | null;
                            isRevertTarget: boolean;
                            /** @enum {string} */
                            processType: "GainData" | "FxRate";
                            promotedAt: string;
                            promotionId: string;
                            sourceVersion: number;
                            status: number;
                            statusMessage: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/requirements-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revertSignOff: boolean;
                                setStatus: {
                                    [key: string]: boolean;
                                };
                                update: boolean;
                            };
                            current: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            } | null;
                            history: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            }[];
                            requirementsStatus: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        requirementsStatus: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revertSignOff: boolean;
                                setStatus: {
                                    [key: string]: boolean;
                                };
                                update: boolean;
                            };
                            current: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            } | null;
                            history: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            }[];
                            requirementsStatus: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/requirements-status/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                revertSignOff: boolean;
                                setStatus: {
                                    [key: string]: boolean;
                                };
                                update: boolean;
                            };
                            current: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            } | null;
                            history: {
                                message: string | null;
                                requirementsStatus: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            }[];
                            requirementsStatus: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/sign-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            signedOff: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/staging-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    processType?: "GainData" | "FxRate";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arrivedAt: string;
                            isNewDrop: boolean;
                            name: string;
                            path: string;
                            size: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/gain/test-import-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        configuration: {
                            /** @default [] */
                            fileConfigurations?: {
                                /** @default false */
                                isArchived?: boolean;
                                /** @default false */
                                isRequired?: boolean;
                                /** @default false */
                                isTrigger?: boolean;
                                /** @default false */
                                isVersioned?: boolean;
                                namePattern: string;
                            }[];
                            /**
                             * @default BooleanLogic
                             * @enum {string}
                             */
                            fileLogicType?: "BooleanLogic" | "SqlLogic";
                            inputSqlConfiguration?: {
                                sqlQuery: string;
                            } | null;
                            /** @default [] */
                            tableConfigurations?: {
                                /** @default [] */
                                columnConfigurations?: {
                                    columnIndex?: number | null;
                                    columnName?: string | null;
                                    /**
                                     * @default Any
                                     * @enum {string}
                                     */
                                    dataType?: "Any" | "Guid" | "Number" | "Integer" | "DateTime_String" | "DateTime_Excel" | "CountryName" | "CountryCode" | "RegionName" | "RegionCode";
                                    dataTypeSpecs?: string | null;
                                    /**
                                     * @default Break
                                     * @enum {string}
                                     */
                                    failureBehaviour?: "Break" | "SkipRow" | "SetNull";
                                    /** @default false */
                                    mustHaveValue?: boolean;
                                }[];
                                /**
                                 * @default None
                                 * @enum {string}
                                 */
                                rowExistenceCriterion?: "None" | "Strict" | "Coupled";
                                /** @default 0 */
                                sourceFileColsToSkip?: number;
                                sourceFileColsToTake?: number | null;
                                /** @default true */
                                sourceFileHasHeaderRow?: boolean;
                                sourceFileName: string;
                                /** @default 0 */
                                sourceFileRowsToSkip?: number;
                                sourceFileWorksheetName?: string | null;
                                targetTableName: string;
                            }[];
                        };
                        /** @enum {string} */
                        processType: "GainData" | "FxRate";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            report: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/principals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            principalId: string;
                            /** @enum {string} */
                            principalType: "User" | "Application";
                            roleNames: string[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/principals/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    page?: number;
                    pageSize?: number;
                    principalType: "User" | "Application";
                    search?: string;
                    sort?: "name" | "-name";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                name: string;
                                principalId: string;
                                /** @enum {string} */
                                principalType: "User" | "Application";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                publish: boolean;
                            };
                            branch: string;
                            commit: string | null;
                            publishedAt: string | null;
                            publishedBy: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        branch?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                publish: boolean;
                            };
                            branch: string;
                            commit: string | null;
                            publishedAt: string | null;
                            publishedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/storage-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configuration: string;
                            /** @enum {string} */
                            implementation: "LocalFileSystem";
                            resourceName: string;
                            resourceType: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/{engagementId}/tenant-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            ofAnotherEngagement: boolean;
                            resourceType: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    assignRoles: boolean;
                                    syncRbac: boolean;
                                    update: boolean;
                                };
                                features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                                id: string;
                                name: string;
                                resourceIds: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        engagementId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            engagementId: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                            id: string;
                            name: string;
                            resourceIds: string[];
                            tenantId: string;
                            tenantName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/mine/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                features: ("Dashboards_AnalysisServices" | "Dashboards_PowerBi" | "GAIN" | "NodeModelApi" | "NodeModelGit" | "Pipelines" | "Storage" | "Reporting" | "Workflow" | "input-flow")[];
                                id: string;
                                name: string;
                                resourceIds: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engagements/mine/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    kind?: "feedback" | "help";
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "createdAt" | "-createdAt" | "status" | "-status" | "kind" | "-kind";
                    status?: "New" | "InProgress" | "Done";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                createdAt: string;
                                emailed: boolean | null;
                                hasScreenshot: boolean;
                                id: string;
                                /** @enum {string} */
                                kind: "feedback" | "help";
                                page: string;
                                senderEmail: string;
                                senderName: string;
                                /** @enum {string} */
                                status: "New" | "InProgress" | "Done";
                                title: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Feedback (kind, message, page, optional PNG or JPEG screenshot of at most 2 MB in the field "screenshot") or a help request (kind, subject, message, page), as multipart/form-data; JSON without a screenshot also does. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    feedbackId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            emailed: boolean | null;
                            hasScreenshot: boolean;
                            id: string;
                            /** @enum {string} */
                            kind: "feedback" | "help";
                            message: string;
                            page: string;
                            senderEmail: string;
                            senderName: string;
                            /** @enum {string} */
                            status: "New" | "InProgress" | "Done";
                            subject: string | null;
                            title: string;
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    feedbackId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "New" | "InProgress" | "Done";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            emailed: boolean | null;
                            hasScreenshot: boolean;
                            id: string;
                            /** @enum {string} */
                            kind: "feedback" | "help";
                            message: string;
                            page: string;
                            senderEmail: string;
                            senderName: string;
                            /** @enum {string} */
                            status: "New" | "InProgress" | "Done";
                            subject: string | null;
                            title: string;
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/feedback/{feedbackId}/screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    feedbackId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                addBranch: boolean;
                                write: boolean;
                            };
                            name: string;
                            parentBranch: string | null;
                            readOnly: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        parentBranch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                addBranch: boolean;
                                write: boolean;
                            };
                            name: string;
                            parentBranch: string | null;
                            readOnly: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                addBranch: boolean;
                                write: boolean;
                            };
                            name: string;
                            parentBranch: string | null;
                            readOnly: boolean;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        readOnly: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                addBranch: boolean;
                                write: boolean;
                            };
                            name: string;
                            parentBranch: string | null;
                            readOnly: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dbSchema: string | null;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dbSchema?: string | null;
                        name: string;
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dbSchema: string | null;
                            fields: {
                                dataType: string;
                                name: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            }[];
                            name: string;
                            properties: {
                                name: string;
                                value: string;
                            }[];
                            query: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dbSchema: string | null;
                            fields: {
                                dataType: string;
                                name: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            }[];
                            name: string;
                            properties: {
                                name: string;
                                value: string;
                            }[];
                            query: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dbSchema?: string | null;
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dbSchema: string | null;
                            fields: {
                                dataType: string;
                                name: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            }[];
                            name: string;
                            properties: {
                                name: string;
                                value: string;
                            }[];
                            query: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    category: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    category: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    otherBranch: string;
                };
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            mine: {
                                fields: {
                                    dataType: string;
                                    name: string;
                                }[];
                                properties: {
                                    name: string;
                                    value: string;
                                }[];
                                query: string;
                            } | null;
                            other: {
                                fields: {
                                    dataType: string;
                                    name: string;
                                }[];
                                properties: {
                                    name: string;
                                    value: string;
                                }[];
                                query: string;
                            } | null;
                            otherBranch: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dataType: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        }[];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataType: string;
                        name: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dataType: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            commits: {
                                at: string;
                                authorEmail: string;
                                authorName: string;
                                message: string;
                                oid: string;
                                query: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        value: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                    source: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                    source: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            categoryNames: string[];
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categoryNames: string[];
                        name: string;
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            categoryNames: string[];
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests/{test}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                    test: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            categoryNames: string[];
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch: string;
                    engagementId: string;
                    layer: "model" | "filtering" | "labeling" | "analytical" | "test";
                    node: string;
                    test: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active?: boolean;
                        categoryNames?: string[];
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            categoryNames: string[];
                            name: string;
                            query: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/orchestrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                run: boolean;
                                write: boolean;
                            };
                            /**
                             * @default {
                             *       "longerThanMinutes": null,
                             *       "onFailure": true,
                             *       "onRecovery": true,
                             *       "webhookUrl": null
                             *     }
                             */
                            alerts: {
                                /** @default null */
                                longerThanMinutes: number | null;
                                /** @default true */
                                onFailure: boolean;
                                /** @default true */
                                onRecovery: boolean;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                webhookUrl: string | null;
                            };
                            /** @default  */
                            description: string;
                            /** @default true */
                            enabled: boolean;
                            /** @default null */
                            fileTrigger: {
                                /** @default  */
                                folder: string;
                                /** @default * */
                                pattern: string;
                            } | null;
                            id: string;
                            lastRun: {
                                endedAt: string | null;
                                id: string;
                                startedAt: string;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            } | null;
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            missed: "skip" | "runOnce";
                            name: string;
                            nextRuns: string[];
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            overlap: "skip" | "queue";
                            /** @default null */
                            schedule: {
                                cron: string;
                                timeZone: string;
                            } | null;
                            steps: {
                                /** @default [] */
                                dependsOn: string[];
                                layer: string;
                                name: string;
                                /** @default {} */
                                parameters: {
                                    [key: string]: unknown;
                                };
                                pipelineName: string;
                                /** @default 0 */
                                retries: number;
                                /** @default 60 */
                                retryDelaySeconds: number;
                            }[];
                            /** @default 120 */
                            timeLimitMinutes: number;
                            updatedAt: string;
                            updatedByName: string | null;
                            version: number;
                            webhookSecretSet: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default {
                         *       "longerThanMinutes": null,
                         *       "onFailure": true,
                         *       "onRecovery": true,
                         *       "webhookUrl": null
                         *     }
                         */
                        alerts?: {
                            /** @default null */
                            longerThanMinutes?: number | null;
                            /** @default true */
                            onFailure?: boolean;
                            /** @default true */
                            onRecovery?: boolean;
                            /**
                             * Format: uri
                             * @default null
                             */
                            webhookUrl?: string | null;
                        };
                        /** @default  */
                        description?: string;
                        /** @default true */
                        enabled?: boolean;
                        /** @default null */
                        fileTrigger?: {
                            /** @default  */
                            folder?: string;
                            /** @default * */
                            pattern?: string;
                        } | null;
                        /**
                         * @default skip
                         * @enum {string}
                         */
                        missed?: "skip" | "runOnce";
                        name: string;
                        /**
                         * @default skip
                         * @enum {string}
                         */
                        overlap?: "skip" | "queue";
                        /** @default null */
                        schedule?: {
                            cron: string;
                            timeZone: string;
                        } | null;
                        steps: {
                            /** @default [] */
                            dependsOn?: string[];
                            layer: string;
                            name: string;
                            /** @default {} */
                            parameters?: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            /** @default 0 */
                            retries?: number;
                            /** @default 60 */
                            retryDelaySeconds?: number;
                        }[];
                        /** @default 120 */
                        timeLimitMinutes?: number;
                        webhookSecret?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                run: boolean;
                                write: boolean;
                            };
                            /**
                             * @default {
                             *       "longerThanMinutes": null,
                             *       "onFailure": true,
                             *       "onRecovery": true,
                             *       "webhookUrl": null
                             *     }
                             */
                            alerts: {
                                /** @default null */
                                longerThanMinutes: number | null;
                                /** @default true */
                                onFailure: boolean;
                                /** @default true */
                                onRecovery: boolean;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                webhookUrl: string | null;
                            };
                            /** @default  */
                            description: string;
                            /** @default true */
                            enabled: boolean;
                            /** @default null */
                            fileTrigger: {
                                /** @default  */
                                folder: string;
                                /** @default * */
                                pattern: string;
                            } | null;
                            id: string;
                            lastRun: {
                                endedAt: string | null;
                                id: string;
                                startedAt: string;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            } | null;
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            missed: "skip" | "runOnce";
                            name: string;
                            nextRuns: string[];
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            overlap: "skip" | "queue";
                            /** @default null */
                            schedule: {
                                cron: string;
                                timeZone: string;
                            } | null;
                            steps: {
                                /** @default [] */
                                dependsOn: string[];
                                layer: string;
                                name: string;
                                /** @default {} */
                                parameters: {
                                    [key: string]: unknown;
                                };
                                pipelineName: string;
                                /** @default 0 */
                                retries: number;
                                /** @default 60 */
                                retryDelaySeconds: number;
                            }[];
                            /** @default 120 */
                            timeLimitMinutes: number;
                            updatedAt: string;
                            updatedByName: string | null;
                            version: number;
                            webhookSecretSet: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                run: boolean;
                                write: boolean;
                            };
                            /**
                             * @default {
                             *       "longerThanMinutes": null,
                             *       "onFailure": true,
                             *       "onRecovery": true,
                             *       "webhookUrl": null
                             *     }
                             */
                            alerts: {
                                /** @default null */
                                longerThanMinutes: number | null;
                                /** @default true */
                                onFailure: boolean;
                                /** @default true */
                                onRecovery: boolean;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                webhookUrl: string | null;
                            };
                            /** @default  */
                            description: string;
                            /** @default true */
                            enabled: boolean;
                            /** @default null */
                            fileTrigger: {
                                /** @default  */
                                folder: string;
                                /** @default * */
                                pattern: string;
                            } | null;
                            id: string;
                            lastRun: {
                                endedAt: string | null;
                                id: string;
                                startedAt: string;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            } | null;
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            missed: "skip" | "runOnce";
                            name: string;
                            nextRuns: string[];
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            overlap: "skip" | "queue";
                            /** @default null */
                            schedule: {
                                cron: string;
                                timeZone: string;
                            } | null;
                            steps: {
                                /** @default [] */
                                dependsOn: string[];
                                layer: string;
                                name: string;
                                /** @default {} */
                                parameters: {
                                    [key: string]: unknown;
                                };
                                pipelineName: string;
                                /** @default 0 */
                                retries: number;
                                /** @default 60 */
                                retryDelaySeconds: number;
                            }[];
                            /** @default 120 */
                            timeLimitMinutes: number;
                            updatedAt: string;
                            updatedByName: string | null;
                            version: number;
                            webhookSecretSet: boolean;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default {
                         *       "longerThanMinutes": null,
                         *       "onFailure": true,
                         *       "onRecovery": true,
                         *       "webhookUrl": null
                         *     }
                         */
                        alerts?: {
                            /** @default null */
                            longerThanMinutes?: number | null;
                            /** @default true */
                            onFailure?: boolean;
                            /** @default true */
                            onRecovery?: boolean;
                            /**
                             * Format: uri
                             * @default null
                             */
                            webhookUrl?: string | null;
                        };
                        /** @default  */
                        description?: string;
                        /** @default true */
                        enabled?: boolean;
                        /** @default null */
                        fileTrigger?: {
                            /** @default  */
                            folder?: string;
                            /** @default * */
                            pattern?: string;
                        } | null;
                        /**
                         * @default skip
                         * @enum {string}
                         */
                        missed?: "skip" | "runOnce";
                        name: string;
                        /**
                         * @default skip
                         * @enum {string}
                         */
                        overlap?: "skip" | "queue";
                        /** @default null */
                        schedule?: {
                            cron: string;
                            timeZone: string;
                        } | null;
                        steps: {
                            /** @default [] */
                            dependsOn?: string[];
                            layer: string;
                            name: string;
                            /** @default {} */
                            parameters?: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            /** @default 0 */
                            retries?: number;
                            /** @default 60 */
                            retryDelaySeconds?: number;
                        }[];
                        /** @default 120 */
                        timeLimitMinutes?: number;
                        version: number;
                        webhookSecret?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                run: boolean;
                                write: boolean;
                            };
                            /**
                             * @default {
                             *       "longerThanMinutes": null,
                             *       "onFailure": true,
                             *       "onRecovery": true,
                             *       "webhookUrl": null
                             *     }
                             */
                            alerts: {
                                /** @default null */
                                longerThanMinutes: number | null;
                                /** @default true */
                                onFailure: boolean;
                                /** @default true */
                                onRecovery: boolean;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                webhookUrl: string | null;
                            };
                            /** @default  */
                            description: string;
                            /** @default true */
                            enabled: boolean;
                            /** @default null */
                            fileTrigger: {
                                /** @default  */
                                folder: string;
                                /** @default * */
                                pattern: string;
                            } | null;
                            id: string;
                            lastRun: {
                                endedAt: string | null;
                                id: string;
                                startedAt: string;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            } | null;
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            missed: "skip" | "runOnce";
                            name: string;
                            nextRuns: string[];
                            /**
                             * @default skip
                             * @enum {string}
                             */
                            overlap: "skip" | "queue";
                            /** @default null */
                            schedule: {
                                cron: string;
                                timeZone: string;
                            } | null;
                            steps: {
                                /** @default [] */
                                dependsOn: string[];
                                layer: string;
                                name: string;
                                /** @default {} */
                                parameters: {
                                    [key: string]: unknown;
                                };
                                pipelineName: string;
                                /** @default 0 */
                                retries: number;
                                /** @default 60 */
                                retryDelaySeconds: number;
                            }[];
                            /** @default 120 */
                            timeLimitMinutes: number;
                            updatedAt: string;
                            updatedByName: string | null;
                            version: number;
                            webhookSecretSet: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                            };
                            alertOutcome: {
                                /** @enum {string} */
                                kind: "failure" | "recovery" | "longRun";
                                mail: {
                                    /** @enum {string} */
                                    state: "nobody";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "sent";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "noServer";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                                webhook: {
                                    /** @enum {string} */
                                    state: "none";
                                } | {
                                    /** @enum {string} */
                                    state: "answered";
                                    status: number;
                                } | {
                                    /** @enum {string} */
                                    state: "noSecret";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                            } | null;
                            endedAt: string | null;
                            id: string;
                            message: string | null;
                            orchestrationId: string;
                            orchestrationName: string;
                            rerunOf: string | null;
                            scheduledFor: string | null;
                            startedAt: string;
                            startedByName: string | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            steps: {
                                attempt: number;
                                dependsOn: string[];
                                endedAt: string | null;
                                message: string | null;
                                name: string;
                                pipelineName: string;
                                pipelineRunId: string | null;
                                retryAt: string | null;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Waiting" | "Running" | "Retrying" | "Succeeded" | "Failed" | "Skipped" | "Cancelled";
                            }[];
                            /** @enum {string} */
                            trigger: "manual" | "schedule" | "file" | "rerun";
                            triggerFiles: string[];
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            definition: {
                                /**
                                 * @default {
                                 *       "longerThanMinutes": null,
                                 *       "onFailure": true,
                                 *       "onRecovery": true,
                                 *       "webhookUrl": null
                                 *     }
                                 */
                                alerts: {
                                    /** @default null */
                                    longerThanMinutes: number | null;
                                    /** @default true */
                                    onFailure: boolean;
                                    /** @default true */
                                    onRecovery: boolean;
                                    /**
                                     * Format: uri
                                     * @default null
                                     */
                                    webhookUrl: string | null;
                                };
                                /** @default  */
                                description: string;
                                /** @default true */
                                enabled: boolean;
                                /** @default null */
                                fileTrigger: {
                                    /** @default  */
                                    folder: string;
                                    /** @default * */
                                    pattern: string;
                                } | null;
                                /**
                                 * @default skip
                                 * @enum {string}
                                 */
                                missed: "skip" | "runOnce";
                                name: string;
                                /**
                                 * @default skip
                                 * @enum {string}
                                 */
                                overlap: "skip" | "queue";
                                /** @default null */
                                schedule: {
                                    cron: string;
                                    timeZone: string;
                                } | null;
                                steps: {
                                    /** @default [] */
                                    dependsOn: string[];
                                    layer: string;
                                    name: string;
                                    /** @default {} */
                                    parameters: {
                                        [key: string]: unknown;
                                    };
                                    pipelineName: string;
                                    /** @default 0 */
                                    retries: number;
                                    /** @default 60 */
                                    retryDelaySeconds: number;
                                }[];
                                /** @default 120 */
                                timeLimitMinutes: number;
                            };
                            savedAt: string;
                            savedByName: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    orchestrationId?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    cancel: boolean;
                                    rerun: boolean;
                                };
                                alertOutcome: {
                                    /** @enum {string} */
                                    kind: "failure" | "recovery" | "longRun";
                                    mail: {
                                        /** @enum {string} */
                                        state: "nobody";
                                    } | {
                                        recipients: number;
                                        /** @enum {string} */
                                        state: "sent";
                                    } | {
                                        recipients: number;
                                        /** @enum {string} */
                                        state: "noServer";
                                    } | {
                                        error: string;
                                        /** @enum {string} */
                                        state: "failed";
                                    };
                                    webhook: {
                                        /** @enum {string} */
                                        state: "none";
                                    } | {
                                        /** @enum {string} */
                                        state: "answered";
                                        status: number;
                                    } | {
                                        /** @enum {string} */
                                        state: "noSecret";
                                    } | {
                                        error: string;
                                        /** @enum {string} */
                                        state: "failed";
                                    };
                                } | null;
                                endedAt: string | null;
                                id: string;
                                message: string | null;
                                orchestrationId: string;
                                orchestrationName: string;
                                rerunOf: string | null;
                                scheduledFor: string | null;
                                startedAt: string;
                                startedByName: string | null;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                                steps: {
                                    attempt: number;
                                    dependsOn: string[];
                                    endedAt: string | null;
                                    message: string | null;
                                    name: string;
                                    pipelineName: string;
                                    pipelineRunId: string | null;
                                    retryAt: string | null;
                                    startedAt: string | null;
                                    /** @enum {string} */
                                    status: "Waiting" | "Running" | "Retrying" | "Succeeded" | "Failed" | "Skipped" | "Cancelled";
                                }[];
                                /** @enum {string} */
                                trigger: "manual" | "schedule" | "file" | "rerun";
                                triggerFiles: string[];
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationRunId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                            };
                            alertOutcome: {
                                /** @enum {string} */
                                kind: "failure" | "recovery" | "longRun";
                                mail: {
                                    /** @enum {string} */
                                    state: "nobody";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "sent";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "noServer";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                                webhook: {
                                    /** @enum {string} */
                                    state: "none";
                                } | {
                                    /** @enum {string} */
                                    state: "answered";
                                    status: number;
                                } | {
                                    /** @enum {string} */
                                    state: "noSecret";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                            } | null;
                            endedAt: string | null;
                            id: string;
                            message: string | null;
                            orchestrationId: string;
                            orchestrationName: string;
                            rerunOf: string | null;
                            scheduledFor: string | null;
                            startedAt: string;
                            startedByName: string | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            steps: {
                                attempt: number;
                                dependsOn: string[];
                                endedAt: string | null;
                                message: string | null;
                                name: string;
                                pipelineName: string;
                                pipelineRunId: string | null;
                                retryAt: string | null;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Waiting" | "Running" | "Retrying" | "Succeeded" | "Failed" | "Skipped" | "Cancelled";
                            }[];
                            /** @enum {string} */
                            trigger: "manual" | "schedule" | "file" | "rerun";
                            triggerFiles: string[];
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationRunId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                            };
                            alertOutcome: {
                                /** @enum {string} */
                                kind: "failure" | "recovery" | "longRun";
                                mail: {
                                    /** @enum {string} */
                                    state: "nobody";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "sent";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "noServer";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                                webhook: {
                                    /** @enum {string} */
                                    state: "none";
                                } | {
                                    /** @enum {string} */
                                    state: "answered";
                                    status: number;
                                } | {
                                    /** @enum {string} */
                                    state: "noSecret";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                            } | null;
                            endedAt: string | null;
                            id: string;
                            message: string | null;
                            orchestrationId: string;
                            orchestrationName: string;
                            rerunOf: string | null;
                            scheduledFor: string | null;
                            startedAt: string;
                            startedByName: string | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            steps: {
                                attempt: number;
                                dependsOn: string[];
                                endedAt: string | null;
                                message: string | null;
                                name: string;
                                pipelineName: string;
                                pipelineRunId: string | null;
                                retryAt: string | null;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Waiting" | "Running" | "Retrying" | "Succeeded" | "Failed" | "Skipped" | "Cancelled";
                            }[];
                            /** @enum {string} */
                            trigger: "manual" | "schedule" | "file" | "rerun";
                            triggerFiles: string[];
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}/rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    orchestrationRunId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        fromFailedStep?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                            };
                            alertOutcome: {
                                /** @enum {string} */
                                kind: "failure" | "recovery" | "longRun";
                                mail: {
                                    /** @enum {string} */
                                    state: "nobody";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "sent";
                                } | {
                                    recipients: number;
                                    /** @enum {string} */
                                    state: "noServer";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                                webhook: {
                                    /** @enum {string} */
                                    state: "none";
                                } | {
                                    /** @enum {string} */
                                    state: "answered";
                                    status: number;
                                } | {
                                    /** @enum {string} */
                                    state: "noSecret";
                                } | {
                                    error: string;
                                    /** @enum {string} */
                                    state: "failed";
                                };
                            } | null;
                            endedAt: string | null;
                            id: string;
                            message: string | null;
                            orchestrationId: string;
                            orchestrationName: string;
                            rerunOf: string | null;
                            scheduledFor: string | null;
                            startedAt: string;
                            startedByName: string | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            steps: {
                                attempt: number;
                                dependsOn: string[];
                                endedAt: string | null;
                                message: string | null;
                                name: string;
                                pipelineName: string;
                                pipelineRunId: string | null;
                                retryAt: string | null;
                                startedAt: string | null;
                                /** @enum {string} */
                                status: "Waiting" | "Running" | "Retrying" | "Succeeded" | "Failed" | "Skipped" | "Cancelled";
                            }[];
                            /** @enum {string} */
                            trigger: "manual" | "schedule" | "file" | "rerun";
                            triggerFiles: string[];
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orchestrations/engagements/{engagementId}/schedule-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cron: string;
                    timeZone: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextRuns: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/build-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    layer: "model" | "filtering" | "labeling" | "analytical";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            nodes: {
                                changes: {
                                    /** @enum {string} */
                                    change: "dropped" | "typeChanged";
                                    column: string;
                                    from: string | null;
                                    readBy: string[];
                                    to: string | null;
                                }[];
                                node: string;
                            }[];
                            unreadable: {
                                message: string;
                                node: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/builds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    runId: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            builtAt: string;
                            layer: string;
                            message: string | null;
                            node: string;
                            rowCount: number | null;
                            runId: string;
                            /** @enum {string} */
                            status: "Succeeded" | "Failed" | "Stopped";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/builds/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    layer: string;
                    node: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            builtAt: string;
                            layer: string;
                            message: string | null;
                            node: string;
                            rowCount: number | null;
                            runId: string;
                            /** @enum {string} */
                            status: "Succeeded" | "Failed" | "Stopped";
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/builds/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    layer: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            builtAt: string;
                            layer: string;
                            message: string | null;
                            node: string;
                            rowCount: number | null;
                            runId: string;
                            /** @enum {string} */
                            status: "Succeeded" | "Failed" | "Stopped";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    branch: string;
                    key: string | string[];
                    layer: "model" | "filtering" | "labeling" | "analytical";
                    node: string;
                    page?: number;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            changedColumns: {
                                column: string;
                                rows: number;
                            }[];
                            counts: {
                                added: number;
                                changed: number;
                                removed: number;
                                same: number;
                            };
                            key: string[];
                            onlyInBranch: string[];
                            onlyInTable: string[];
                            page: number;
                            pageSize: number;
                            repeatedKeys: {
                                branch: number;
                                table: number;
                            };
                            sample: {
                                /** @enum {string} */
                                change: "added" | "removed" | "changed";
                                columns: {
                                    branch: unknown;
                                    column: string;
                                    table: unknown;
                                }[];
                                key: {
                                    [key: string]: unknown;
                                };
                            }[];
                            table: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileNames: string[];
                        path: string;
                        storagePurpose: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/import/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    fileName?: string;
                    path?: string;
                    storagePurpose: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detected: {
                                at: string;
                                /** @enum {string|null} */
                                dateFormat: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS" | null;
                                /** @enum {string} */
                                decimalSeparator: "," | ".";
                                delimiter: string | null;
                                /** @enum {string} */
                                thousandsSeparator: "none" | "." | "," | " " | "'";
                            } | null;
                            effective: {
                                columnFormats?: {
                                    column: string;
                                    /** @enum {string} */
                                    format: "text" | "number" | "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                }[];
                                /** @enum {string} */
                                dateFormat?: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                /** @enum {string} */
                                decimalSeparator?: "," | ".";
                                delimiter: string;
                                encodingName: string;
                                hasHeader: boolean;
                                inheritFromFolder: boolean;
                                lineEnding: string;
                                quoteCharacter: string;
                                /** @enum {string} */
                                thousandsSeparator?: "none" | "." | "," | " " | "'";
                                worksheetName?: string;
                            };
                            name: string;
                            own: {
                                columnFormats?: {
                                    column: string;
                                    /** @enum {string} */
                                    format: "text" | "number" | "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                }[];
                                /** @enum {string} */
                                dateFormat?: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                /** @enum {string} */
                                decimalSeparator?: "," | ".";
                                delimiter: string;
                                encodingName: string;
                                hasHeader: boolean;
                                inheritFromFolder: boolean;
                                lineEnding: string;
                                quoteCharacter: string;
                                /** @enum {string} */
                                thousandsSeparator?: "none" | "." | "," | " " | "'";
                                worksheetName?: string;
                            } | null;
                            systemFolder: boolean;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query: {
                    fileName?: string;
                    path?: string;
                    storagePurpose: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columnFormats?: {
                            column: string;
                            /** @enum {string} */
                            format: "text" | "number" | "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                        }[];
                        /** @enum {string} */
                        dateFormat?: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                        /** @enum {string} */
                        decimalSeparator?: "," | ".";
                        delimiter: string;
                        encodingName: string;
                        hasHeader: boolean;
                        inheritFromFolder: boolean;
                        lineEnding: string;
                        quoteCharacter: string;
                        /** @enum {string} */
                        thousandsSeparator?: "none" | "." | "," | " " | "'";
                        worksheetName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detected: {
                                at: string;
                                /** @enum {string|null} */
                                dateFormat: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS" | null;
                                /** @enum {string} */
                                decimalSeparator: "," | ".";
                                delimiter: string | null;
                                /** @enum {string} */
                                thousandsSeparator: "none" | "." | "," | " " | "'";
                            } | null;
                            effective: {
                                columnFormats?: {
                                    column: string;
                                    /** @enum {string} */
                                    format: "text" | "number" | "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                }[];
                                /** @enum {string} */
                                dateFormat?: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                /** @enum {string} */
                                decimalSeparator?: "," | ".";
                                delimiter: string;
                                encodingName: string;
                                hasHeader: boolean;
                                inheritFromFolder: boolean;
                                lineEnding: string;
                                quoteCharacter: string;
                                /** @enum {string} */
                                thousandsSeparator?: "none" | "." | "," | " " | "'";
                                worksheetName?: string;
                            };
                            name: string;
                            own: {
                                columnFormats?: {
                                    column: string;
                                    /** @enum {string} */
                                    format: "text" | "number" | "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                }[];
                                /** @enum {string} */
                                dateFormat?: "dd.mm.yyyy" | "dd.mm.yyyy HH:MM" | "dd.mm.yyyy HH:MM:SS" | "dd/mm/yyyy" | "dd/mm/yyyy HH:MM" | "dd/mm/yyyy HH:MM:SS" | "yyyy-mm-dd" | "yyyy-mm-dd HH:MM" | "yyyy-mm-dd HH:MM:SS";
                                /** @enum {string} */
                                decimalSeparator?: "," | ".";
                                delimiter: string;
                                encodingName: string;
                                hasHeader: boolean;
                                inheritFromFolder: boolean;
                                lineEnding: string;
                                quoteCharacter: string;
                                /** @enum {string} */
                                thousandsSeparator?: "none" | "." | "," | " " | "'";
                                worksheetName?: string;
                            } | null;
                            systemFolder: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/lineage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    branch: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            edges: {
                                from: string;
                                to: string;
                            }[];
                            nodes: {
                                columns: {
                                    name: string;
                                    sources: {
                                        column: string;
                                        table: string | null;
                                    }[];
                                }[] | null;
                                id: string;
                                /** @enum {string} */
                                kind: "table" | "node" | "source" | "test";
                                lastBuild: {
                                    branch: string;
                                    builtAt: string;
                                    layer: string;
                                    message: string | null;
                                    node: string;
                                    rowCount: number | null;
                                    runId: string;
                                    /** @enum {string} */
                                    status: "Succeeded" | "Failed" | "Stopped";
                                } | null;
                                layer: string;
                                name: string;
                                node: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    layer?: "import" | "filtering" | "labeling" | "model" | "analytical" | "test";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                start: boolean;
                                update: boolean;
                            };
                            isHidden: boolean;
                            /** @enum {string} */
                            layer: "import" | "filtering" | "labeling" | "model" | "analytical" | "test";
                            name: string;
                            shortName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/pipelines/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isHidden?: boolean;
                        shortName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                start: boolean;
                                update: boolean;
                            };
                            isHidden: boolean;
                            /** @enum {string} */
                            layer: "import" | "filtering" | "labeling" | "model" | "analytical" | "test";
                            name: string;
                            shortName: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    daysBack?: number;
                    direction?: "asc" | "desc";
                    layer?: string;
                    page?: number;
                    pageSize?: number;
                    sortBy?: "runStart" | "runEnd" | "status" | "pipelineName" | "layerName" | "message" | "duration" | "startedBy";
                    status?: ("Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut") | ("Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut")[];
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    cancel: boolean;
                                    rerun: boolean;
                                    view: boolean;
                                };
                                id: string;
                                layerName: string;
                                message: string | null;
                                parameters: {
                                    [key: string]: unknown;
                                };
                                pipelineName: string;
                                rerunOf: string | null;
                                runEnd: string | null;
                                runStart: string;
                                startedAt: string | null;
                                startedBy: {
                                    name: string;
                                    /** @enum {string} */
                                    type: "User" | "Application" | "Orchestration";
                                } | null;
                                /** @enum {string} */
                                status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                                url: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        layer: string;
                        /** @default {} */
                        parameters?: {
                            [key: string]: unknown;
                        };
                        pipelineName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            commit: string | null;
                            id: string;
                            layerName: string;
                            log: {
                                at: string;
                                detail: {
                                    [key: string]: unknown;
                                } | null;
                                /** @enum {string} */
                                level: "info" | "warn" | "error";
                                message: string;
                                seq: number;
                                step: string | null;
                            }[];
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs/{runId}/rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    runId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parameters?: {
                            [key: string]: unknown;
                        };
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "cancel" | "rerun";
                        runIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                error?: string;
                                ok: boolean;
                                run?: {
                                    abilities: {
                                        cancel: boolean;
                                        rerun: boolean;
                                        view: boolean;
                                    };
                                    id: string;
                                    layerName: string;
                                    message: string | null;
                                    parameters: {
                                        [key: string]: unknown;
                                    };
                                    pipelineName: string;
                                    rerunOf: string | null;
                                    runEnd: string | null;
                                    runStart: string;
                                    startedAt: string | null;
                                    startedBy: {
                                        name: string;
                                        /** @enum {string} */
                                        type: "User" | "Application" | "Orchestration";
                                    } | null;
                                    /** @enum {string} */
                                    status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                                    url: string;
                                };
                                runId: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/runs/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    count?: number;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                cancel: boolean;
                                rerun: boolean;
                                view: boolean;
                            };
                            id: string;
                            layerName: string;
                            message: string | null;
                            parameters: {
                                [key: string]: unknown;
                            };
                            pipelineName: string;
                            rerunOf: string | null;
                            runEnd: string | null;
                            runStart: string;
                            startedAt: string | null;
                            startedBy: {
                                name: string;
                                /** @enum {string} */
                                type: "User" | "Application" | "Orchestration";
                            } | null;
                            /** @enum {string} */
                            status: "Queued" | "InProgress" | "Succeeded" | "Failed" | "Canceling" | "Cancelled" | "TimedOut";
                            url: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/test-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    runId: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            categoryNames: string[];
                            columns: string[] | null;
                            failingRowCount: number | null;
                            failingRows: unknown[][] | null;
                            failingRowsHidden?: boolean;
                            message: string | null;
                            node: string;
                            passed: boolean;
                            ranAt: string;
                            runId: string;
                            /** @enum {string} */
                            state: "success" | "failed" | "error";
                            test: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/test-results/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    limit?: number;
                    node: string;
                    test: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            branch: string;
                            categoryNames: string[];
                            columns: string[] | null;
                            failingRowCount: number | null;
                            failingRows: unknown[][] | null;
                            failingRowsHidden?: boolean;
                            message: string | null;
                            node: string;
                            passed: boolean;
                            ranAt: string;
                            runId: string;
                            /** @enum {string} */
                            state: "success" | "failed" | "error";
                            test: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/warehouse/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columns: {
                                name: string;
                                type: string;
                            }[];
                            name: string;
                            rowCount: number;
                            schema: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/engagements/{engagementId}/warehouse/tables/{schema}/{table}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    engagementId: string;
                    schema: string;
                    table: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columns: {
                                name: string;
                                type: string;
                            }[];
                            name: string;
                            rowCount: number;
                            rows: unknown[][];
                            schema: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/access-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            engagementIds: string[] | null;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "readWrite";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        engagementIds?: string[] | null;
                        /** @enum {number} */
                        expiresInDays: 30 | 90 | 365;
                        name: string;
                        /**
                         * @default readWrite
                         * @enum {string}
                         */
                        scope?: "read" | "readWrite";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            token: {
                                createdAt: string;
                                engagementIds: string[] | null;
                                expired: boolean;
                                expiresAt: string;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "readWrite";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/access-tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currentEngagementId: string | null;
                            displayName: string;
                            email: string;
                            eulaAcceptedDate: string | null;
                            id: string;
                            jobTitle: string | null;
                            /** @enum {string} */
                            language: "en" | "en-GB" | "de" | "fr" | "nl";
                            lastLoginDate: string | null;
                            profileImage: string | null;
                            /** @enum {string} */
                            templateName: "Default" | "Deloitte";
                            /** @enum {string} */
                            tenantStatus: "ok" | "noTenant" | "noSelectedTenant";
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        /** @enum {string} */
                        language: "en" | "en-GB" | "de" | "fr" | "nl";
                        /** @enum {string} */
                        templateName: "Default" | "Deloitte";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currentEngagementId: string | null;
                            displayName: string;
                            email: string;
                            eulaAcceptedDate: string | null;
                            id: string;
                            jobTitle: string | null;
                            /** @enum {string} */
                            language: "en" | "en-GB" | "de" | "fr" | "nl";
                            lastLoginDate: string | null;
                            profileImage: string | null;
                            /** @enum {string} */
                            templateName: "Default" | "Deloitte";
                            /** @enum {string} */
                            tenantStatus: "ok" | "noTenant" | "noSelectedTenant";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failure: boolean;
                            longRun: boolean;
                            recovery: boolean;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        failure: boolean;
                        longRun: boolean;
                        recovery: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failure: boolean;
                            longRun: boolean;
                            recovery: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/eula": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currentEngagementId: string | null;
                            displayName: string;
                            email: string;
                            eulaAcceptedDate: string | null;
                            id: string;
                            jobTitle: string | null;
                            /** @enum {string} */
                            language: "en" | "en-GB" | "de" | "fr" | "nl";
                            lastLoginDate: string | null;
                            profileImage: string | null;
                            /** @enum {string} */
                            templateName: "Default" | "Deloitte";
                            /** @enum {string} */
                            tenantStatus: "ok" | "noTenant" | "noSelectedTenant";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    size?: number;
                    v?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currentEngagementId: string | null;
                            displayName: string;
                            email: string;
                            eulaAcceptedDate: string | null;
                            id: string;
                            jobTitle: string | null;
                            /** @enum {string} */
                            language: "en" | "en-GB" | "de" | "fr" | "nl";
                            lastLoginDate: string | null;
                            profileImage: string | null;
                            /** @enum {string} */
                            templateName: "Default" | "Deloitte";
                            /** @enum {string} */
                            tenantStatus: "ok" | "noTenant" | "noSelectedTenant";
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currentEngagementId: string | null;
                            displayName: string;
                            email: string;
                            eulaAcceptedDate: string | null;
                            id: string;
                            jobTitle: string | null;
                            /** @enum {string} */
                            language: "en" | "en-GB" | "de" | "fr" | "nl";
                            lastLoginDate: string | null;
                            profileImage: string | null;
                            /** @enum {string} */
                            templateName: "Default" | "Deloitte";
                            /** @enum {string} */
                            tenantStatus: "ok" | "noTenant" | "noSelectedTenant";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rbac/applications/{aadObjectId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aadObjectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        engagementId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queued: number;
                            skipped: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rbac/engagements/{engagementId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queued: number;
                            skipped: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rbac/engagements/{engagementId}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "timestamp" | "-timestamp" | "status" | "-status";
                };
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                id: string;
                                message: string | null;
                                principalId: string;
                                principalName: string;
                                /** @enum {string} */
                                principalType: "User" | "Application";
                                /** @enum {string} */
                                taskProcessorStatus: "New" | "InProgress" | "Succeeded" | "Failed";
                                taskSpecs: string;
                                timestamp: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rbac/users/{email}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        scopedEngagementIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queued: number;
                            skipped: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            httpStatusCode: number;
                            resultingFileNames: string[];
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/files/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    path?: string;
                    search?: string;
                    sort?: "name" | "-name" | "createdAt" | "-createdAt";
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                createFolder: boolean;
                                deleteFiles: boolean;
                                editImportSettings: boolean;
                                import: boolean;
                                manageAccess: boolean;
                                updateMetadata: boolean;
                                upload: boolean;
                            };
                            allowedExtensions: string[];
                            counts: {
                                files: number;
                                folders: number;
                            };
                            displayNames: string[];
                            folder: {
                                actualName: string;
                                createdAt: string | null;
                                displayName: string;
                                fullPath: string;
                                hasImportSettings?: boolean;
                                metadata: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                queueState?: "Staged" | "Enqueued" | "Processing" | "Finished";
                                size: number | null;
                                /** @enum {string} */
                                type: "File" | "Folder" | "VirtualFolder";
                            } | null;
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            path: string[];
                            purpose: string;
                            results: {
                                actualName: string;
                                createdAt: string | null;
                                displayName: string;
                                fullPath: string;
                                hasImportSettings?: boolean;
                                metadata: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                queueState?: "Staged" | "Enqueued" | "Processing" | "Finished";
                                size: number | null;
                                /** @enum {string} */
                                type: "File" | "Folder" | "VirtualFolder";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        /** @default {} */
                        metadata?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualName: string;
                            createdAt: string | null;
                            displayName: string;
                            fullPath: string;
                            hasImportSettings?: boolean;
                            metadata: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            queueState?: "Staged" | "Enqueued" | "Processing" | "Finished";
                            size: number | null;
                            /** @enum {string} */
                            type: "File" | "Folder" | "VirtualFolder";
                        };
                    };
                };
            };
        };
        post: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        /** @default {} */
                        metadata?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualName: string;
                            createdAt: string | null;
                            displayName: string;
                            fullPath: string;
                            hasImportSettings?: boolean;
                            metadata: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            queueState?: "Staged" | "Enqueued" | "Processing" | "Finished";
                            size: number | null;
                            /** @enum {string} */
                            type: "File" | "Folder" | "VirtualFolder";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/objects/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualName: string;
                            createdAt: string | null;
                            displayName: string;
                            fullPath: string;
                            hasImportSettings?: boolean;
                            metadata: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            queueState?: "Staged" | "Enqueued" | "Processing" | "Finished";
                            size: number | null;
                            /** @enum {string} */
                            type: "File" | "Folder" | "VirtualFolder";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/{purpose}/reachable-folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                    purpose: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            displayNames: string[];
                            path: string[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/engagements/{engagementId}/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configuration: string;
                            displayName: string;
                            /** @enum {string} */
                            implementation: "AzureStorageAccount" | "AzureDataLakeStorage" | "AwsS3Bucket" | "LocalFileSystem";
                            storagePurpose: string;
                        }[];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engagementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        configuration: string;
                        displayName: string;
                        /** @enum {string} */
                        implementation: "AzureStorageAccount" | "AzureDataLakeStorage" | "AwsS3Bucket" | "LocalFileSystem";
                        storagePurpose: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configuration: string;
                            displayName: string;
                            /** @enum {string} */
                            implementation: "AzureStorageAccount" | "AzureDataLakeStorage" | "AwsS3Bucket" | "LocalFileSystem";
                            storagePurpose: string;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "name" | "-name" | "createdAt" | "-createdAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                abilities: {
                                    assignRoles: boolean;
                                    compose: boolean;
                                    delete: boolean;
                                    deploy: boolean;
                                    update: boolean;
                                };
                                activeDirectoryId: string;
                                cloudConfiguration: string;
                                cloudProvider: number;
                                deploymentStatus: number;
                                id: string;
                                isRemovable: boolean;
                                name: string;
                                resourceGroupName: string;
                                subscriptionId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cloudConfiguration?: string;
                        /** @default true */
                        isRemovable?: boolean;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                compose: boolean;
                                delete: boolean;
                                deploy: boolean;
                                update: boolean;
                            };
                            activeDirectoryId: string;
                            cloudConfiguration: string;
                            cloudProvider: number;
                            deploymentStatus: number;
                            id: string;
                            isRemovable: boolean;
                            name: string;
                            resourceGroupName: string;
                            subscriptionId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                compose: boolean;
                                delete: boolean;
                                deploy: boolean;
                                update: boolean;
                            };
                            activeDirectoryId: string;
                            cloudConfiguration: string;
                            cloudProvider: number;
                            deploymentStatus: number;
                            id: string;
                            isRemovable: boolean;
                            name: string;
                            resourceGroupName: string;
                            subscriptionId: string;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        activeDirectoryId?: string;
                        cloudConfiguration: string;
                        name: string;
                        /** @default  */
                        resourceGroupName?: string;
                        /** @default  */
                        subscriptionId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                assignRoles: boolean;
                                compose: boolean;
                                delete: boolean;
                                deploy: boolean;
                                update: boolean;
                            };
                            activeDirectoryId: string;
                            cloudConfiguration: string;
                            cloudProvider: number;
                            deploymentStatus: number;
                            id: string;
                            isRemovable: boolean;
                            name: string;
                            resourceGroupName: string;
                            subscriptionId: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/arm-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            generatedAt: string;
                            notDeployedByResourceManager: {
                                local: string | null;
                                resourceName: string;
                                resourceType: string;
                            }[];
                            ResourceGroupName: string;
                            SubscriptionId: string;
                            templates: {
                                DeploymentName: string;
                                resourceName: string;
                                resourceType: string;
                                template: {
                                    [key: string]: unknown;
                                };
                            }[];
                            tenant: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "createdAt" | "-createdAt";
                };
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                deploy: boolean;
                                exportArmTemplates: boolean;
                            };
                            deploymentStatus: number;
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            /** @enum {string} */
                            provider: "local" | "azure";
                            results: {
                                createdAt: string;
                                failedCount: number;
                                finishedAt: string | null;
                                id: string;
                                name: string;
                                /** @enum {string} */
                                provider: "local" | "azure";
                                startedBy: string | null;
                                /** @enum {string} */
                                status: "InProgress" | "Succeeded" | "Failed";
                                succeededCount: number;
                                taskCount: number;
                                tenantId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            failedCount: number;
                            finishedAt: string | null;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            provider: "local" | "azure";
                            startedBy: string | null;
                            /** @enum {string} */
                            status: "InProgress" | "Succeeded" | "Failed";
                            succeededCount: number;
                            taskCount: number;
                            tenantId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/deployments/{deploymentId}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "position" | "-position";
                };
                header?: never;
                path: {
                    deploymentId: string;
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deployment: {
                                createdAt: string;
                                failedCount: number;
                                finishedAt: string | null;
                                id: string;
                                name: string;
                                /** @enum {string} */
                                provider: "local" | "azure";
                                startedBy: string | null;
                                /** @enum {string} */
                                status: "InProgress" | "Succeeded" | "Failed";
                                succeededCount: number;
                                taskCount: number;
                                tenantId: string;
                            };
                            meta: {
                                page: number;
                                pageSize: number;
                                totalAtLeast?: boolean;
                                totalItems: number;
                            };
                            results: {
                                configuration: string;
                                id: string;
                                message: string | null;
                                name: string;
                                resourceName: string;
                                resourceType: string;
                                status: number;
                                type: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/provisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            composed: boolean;
                            /** @enum {string} */
                            kind: "StorageRoot" | "Warehouse" | "GitRepository" | "SecretNamespace";
                            location: string;
                            ownerEngagementId: string | null;
                            postgresDatabase: {
                                database: string;
                                server: string;
                            } | null;
                            resourceName: string;
                            resourceType: string;
                            storageConfiguration: {
                                configuration: string;
                                /** @enum {string} */
                                implementation: "LocalFileSystem";
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configuration: string;
                            id: string;
                            name: string;
                            resourceType: string;
                            tag: string;
                        }[];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resources: {
                            configurationBase64: string;
                            id?: string;
                            name: string;
                            resourceType: string;
                            tag: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configuration: string;
                            id: string;
                            name: string;
                            resourceType: string;
                            tag: string;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appSettings.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseAddresses: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            cloudProvider: "azure" | "aws";
                            environment: string;
                            pipelineNames: {
                                [key: string]: string[];
                            };
                            sso: {
                                clientId?: string;
                                issuer?: string;
                                localLoginEnabled: boolean;
                                loginUrl: string;
                                logoutUrl: string;
                                /** @enum {string} */
                                mode: "local" | "oidc";
                                refreshTokenUrl: string;
                            };
                            versionNo: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorization/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        postLoginRedirect?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirect: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorization/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm?: string;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            passwordSet: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorization/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id: string;
                        client_secret: string;
                        grant_type: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: string;
                            /** @enum {string} */
                            dataDirectory: "ok" | "not writable";
                            /** @enum {string} */
                            status: "ready" | "not ready";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: string;
                            /** @enum {string} */
                            dataDirectory: "ok" | "not writable";
                            /** @enum {string} */
                            status: "ready" | "not ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
