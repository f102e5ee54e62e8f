import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/*
 * happy-dom's XMLHttpRequest parses every `responseType = 'document'` answer as application/xml; a
 * browser parses a text/html answer as an HTML document (what fetchPageDocument relies on). An HTML
 * page (`<!DOCTYPE html>`) is parsed as HTML here too.
 */
const parseFromString = DOMParser.prototype.parseFromString;
DOMParser.prototype.parseFromString = function parse(this: DOMParser, input: string, type: DOMParserSupportedType) {
  const html = type === 'application/xml' && /^\s*<!doctype html/i.test(String(input));
  return parseFromString.call(this, input, html ? 'text/html' : type);
} as typeof parseFromString;
