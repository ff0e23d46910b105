// A local typedoc plugin (typedoc.json "plugin") for the generated docs site:
//
// 1. The theme's static pages reference their icons in assets/icons.svg (`<use href="../assets/
//    icons.svg#icon-x">`), which Chromium refuses to load from a page opened from disk ("Unsafe
//    attempt to load URL ... 'file:' URLs are treated as unique security origins"). assets/icons.js
//    puts the same sprite into every page, so the references are made local (`#icon-x`): the icons
//    then show the same from disk and over HTTP, with no failed load.
// 2. An exported interface that extends a helper type of an internal one (`GameState extends
//    Omit<RulesGameState, "decision">`) would show an unlinked, unexported name as its parent in the
//    hierarchy: such parents are dropped (the members are documented on the interface itself).
import { Converter, ReflectionKind, Renderer } from "typedoc";

let project;

/** Whether a type names a reflection that the site does not document (an unexported type). */
function namesUnexported(type) {
  if (type?.type !== "reference") return false;
  if (type.reflection === undefined && type.package === project) return true; // a type of this package the site does not document
  return (type.typeArguments ?? []).some(namesUnexported);
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    project = context.project.packageName ?? context.project.name;
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Interface)) {
      if (reflection.extendedTypes === undefined) continue;
      const kept = reflection.extendedTypes.filter((type) => !namesUnexported(type));
      if (kept.length === reflection.extendedTypes.length) continue;
      reflection.extendedTypes = kept.length > 0 ? kept : undefined;
      // The hierarchy shown on the page was built from the parents before this: rebuild it without them.
      const hierarchy = reflection.typeHierarchy;
      if (hierarchy !== undefined) {
        hierarchy.types = hierarchy.types.filter((type) => !namesUnexported(type));
        reflection.typeHierarchy =
          hierarchy.types.length > 0
            ? hierarchy
            : hierarchy.next?.types.length > 1 || hierarchy.next?.next !== undefined
              ? hierarchy.next
              : undefined;
      }
    }
  });
  app.renderer.on(Renderer.EVENT_END_PAGE, (page) => {
    if (page.contents !== undefined)
      page.contents = page.contents.replace(/href="(?:\.\.\/)*assets\/icons\.svg#/g, 'href="#');
  });
}
