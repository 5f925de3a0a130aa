/**
 * The whole data model of the shop. Every closed set of the spec is a Postgres enum and every range a
 * CHECK constraint, so bad data is refused by the database whichever code path writes it.
 */
export * from "./schema/enums";
export * from "./schema/admins";
export * from "./schema/catalogue";
export * from "./schema/images";
export * from "./schema/content";
export * from "./schema/newsletters";
export * from "./schema/competitors";
export * from "./schema/chatbot";
export * from "./schema/reviews";
export * from "./schema/rims-quotes";
export * from "./schema/contact-requests";
export * from "./schema/tyre-hotel";
