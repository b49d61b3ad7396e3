/** The intents of the projects panel's forms, apart from the forms (fetched when first opened: lazyNamed). */
export const NEW_PROJECT_INTENT = "newProject";
export const NEW_FOLDER_INTENT = "newFolder";
