// The app's routes as report-size.mjs needs them: each URL pattern and the lazy modules on its way
// (layouts, then the screen), read from router.tsx's syntax tree. Route objects (`{ path, lazy,
// children }`) and the helpers that make them (`screen('/x', () => import(…))`, `landing('/x', kind)`)
// are both understood; a route that only redirects loads nothing of its own and is left out.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export function routesOf(routerFile, manifest) {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer) declarations.set(d.name.text, d.initializer);
  });
  const manifestKey = (specifier) => {
    const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : `src/app/${specifier.replace(/^\.\//, '')}`;
    const key = EXTENSIONS.map((ext) => base + ext).find((k) => manifest[k]);
    if (!key) throw new Error(`router.tsx imports ${specifier}, which the manifest does not hold`);
    return key;
  };
  /** The module a lazy loader imports: an arrow with import(…), or a name bound to one. */
  const importedBy = (node) => {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return importedBy(declarations.get(node.text));
    let found;
    const walk = (n) => {
      if (found) return;
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) found = n.arguments[0].text;
      else n.forEachChild(walk);
    };
    walk(node);
    return found;
  };
  /** `children: [...]`, or a helper that wraps them (`inFrame([...])`: a pathless route around the same children). */
  const childrenOf = (node) => {
    if (ts.isArrayLiteralExpression(node)) return node.elements;
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0]))
      return node.arguments[0].elements;
    return undefined;
  };
  const routes = [];
  const join = (parent, path) => `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const visit = (node, parentPath, parentModules) => {
    let path = parentPath;
    let lazy;
    let children;
    if (ts.isCallExpression(node)) {
      const [first, load] = node.arguments;
      if (first && ts.isStringLiteral(first)) path = join(parentPath, first.text);
      // screen('/x', load): the load argument; landing('/x', kind): the helper's own lazy import.
      lazy = importedBy(load && !ts.isStringLiteral(load) ? load : declarations.get(node.expression.getText()));
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const p of node.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const name = p.name.getText();
        if (name === 'path' && ts.isStringLiteral(p.initializer)) path = join(parentPath, p.initializer.text);
        if (name === 'lazy') lazy = importedBy(p.initializer);
        if (name === 'children') children = childrenOf(p.initializer);
      }
    } else return;
    const modules = lazy ? [...parentModules, manifestKey(lazy)] : parentModules;
    if (children) for (const child of children) visit(child, path, modules);
    else if (lazy) routes.push({ path, modules });
  };
  const table = declarations.get('routes');
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error('router.tsx has no `routes` array');
  for (const node of table.elements) visit(node, '', []);
  return routes;
}
