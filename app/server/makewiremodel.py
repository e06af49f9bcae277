#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes app/server/sqswiremodel.json: the shapes of the SQS API (2012-11-05) as the endpoint
needs them to decode query requests and encode XML responses, without the documentation.

The shapes come from botocore's current model (the AWS JSON protocol, all 23 actions). That model
no longer carries the query protocol's element names (locationName) and result wrappers, so those
come from an older botocore model that still speaks the query protocol (Debian 12's python3-botocore
1.29). Both are AWS's API model, Apache-2.0. Run:

    python3 app/server/makewiremodel.py NEW_SERVICE_2_JSON[.gz] OLD_SERVICE_2_JSON > app/server/sqswiremodel.json
"""
import gzip
import json
import sys


def load(path):
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt') as f:
        return json.load(f)


def main():
    new, old = load(sys.argv[1]), load(sys.argv[2])
    shapes = {}
    for name, shape in new['shapes'].items():
        old_shape = old['shapes'].get(name, {})
        out = {'type': shape['type']}
        if shape.get('flattened'):
            out['flattened'] = True
        # A shape's own element name, used where the member that refers to it has none.
        if old_shape.get('locationName'):
            out['name'] = old_shape['locationName']
        if shape['type'] == 'structure':
            members = {}
            for member_name, member in shape.get('members', {}).items():
                m = {'shape': member['shape']}
                location = old_shape.get('members', {}).get(member_name, {}).get('locationName')
                if location:
                    m['name'] = location
                members[member_name] = m
            out['members'] = members
        elif shape['type'] == 'list':
            out['member'] = {'shape': shape['member']['shape']}
            location = old_shape.get('member', {}).get('locationName')
            if location:
                out['member']['name'] = location
        elif shape['type'] == 'map':
            for part in ('key', 'value'):
                out[part] = {'shape': shape[part]['shape']}
                location = old_shape.get(part, {}).get('locationName')
                if location:
                    out[part]['name'] = location
        shapes[name] = out
    operations = {}
    for name, op in new['operations'].items():
        entry = {'input': op['input']['shape']}
        if 'output' in op:
            entry['output'] = op['output']['shape']
            old_op = old['operations'].get(name, {})
            entry['resultWrapper'] = old_op.get('output', {}).get('resultWrapper', name + 'Result')
        operations[name] = entry
    # The query protocol's error codes by the exception shape the JSON protocol names in __type:
    # botocore raises the exception class of that shape (SQS's modeled exceptions carry no code
    # of their own in the current model). Shapes without a query code answer with their name.
    errors = {}
    for name, shape in new['shapes'].items():
        if shape.get('exception'):
            code = old['shapes'].get(name, {}).get('error', {}).get('code', name)
            errors[code] = name
    model = {'metadata': {'apiVersion': new['metadata']['apiVersion'],
                          'xmlNamespace': old['metadata']['xmlNamespace'],
                          'targetPrefix': new['metadata']['targetPrefix']},
             'errors': errors, 'operations': operations, 'shapes': shapes}
    # One entry per line: small diffs when AWS's model changes, and a short file.
    sections = []
    for section in sorted(model):
        entries = [f' {json.dumps(name)}: {json.dumps(value, sort_keys=True)}'
                   for name, value in sorted(model[section].items())]
        sections.append(f'"{section}": {{\n' + ',\n'.join(entries) + '\n}')
    sys.stdout.write('{\n' + ',\n'.join(sections) + '\n}\n')

if __name__ == '__main__':
    main()
