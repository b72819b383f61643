#!/usr/bin/env python3
"""Transform a SAM template offline with aws-sam-translator and check the result.

Usage: sam-translate.py template.yaml
Prints the generated resource types; exits 1 if the transform fails or the
IAM policy is broader than GetSecretValue on the named secrets (and the
batch read, which has no resource-level permission).
"""
import json
import os
import sys

from samtranslator.model.exceptions import InvalidDocumentException
from samtranslator.translator.transform import transform
from samtranslator.yaml_helper import yaml_parse

os.environ.setdefault("AWS_DEFAULT_REGION", "eu-west-1")


class NoManagedPolicies:
    def load(self):
        return {}


def main(path):
    with open(path) as f:
        tpl = yaml_parse(f.read())
    # the translator needs an S3 location for local code
    for res in tpl.get("Resources", {}).values():
        if res.get("Type") == "AWS::Serverless::Function":
            res.setdefault("Properties", {})["CodeUri"] = "s3://bucket/code.zip"
    if "Globals" in tpl and "Function" in tpl["Globals"]:
        tpl["Globals"]["Function"].pop("CodeUri", None)
    try:
        out = transform(tpl, {"GlitchTipUrl": "https://gt.example", "GlitchTipOrg": "acme",
                              "DigestTopicArn": "arn:aws:sns:eu-west-1:123456789012:digest"}, NoManagedPolicies())
    except InvalidDocumentException as e:
        for cause in e.causes:
            print("SAM error:", cause.message, file=sys.stderr)
        return 1
    types = sorted({r["Type"] for r in out["Resources"].values()})
    print("transformed resources:", ", ".join(types))
    actions = set()
    for name, r in out["Resources"].items():
        if r["Type"] == "AWS::IAM::Role":
            for pol in r["Properties"].get("Policies", []):
                if "Fn::If" in pol:  # conditional policy: check the branch that applies
                    pol = pol["Fn::If"][1]
                for st in pol["PolicyDocument"]["Statement"]:
                    a = st["Action"]
                    actions.update(a if isinstance(a, list) else [a])
                    res = json.dumps(st.get("Resource"))
                    # BatchGetSecretValue has no resource-level permission:
                    # it returns only what GetSecretValue on named secrets allows
                    batch_only = a in ("secretsmanager:BatchGetSecretValue", ["secretsmanager:BatchGetSecretValue"])
                    if "secretsmanager" in json.dumps(a) and not batch_only and "-??????" not in res:
                        print("policy resource is not a named secret:", res, file=sys.stderr)
                        return 1
                    # kms:Decrypt only on the one key given, only through Secrets Manager
                    if "kms:" in json.dumps(a) and (res in ('"*"', "null") or "kms:ViaService" not in json.dumps(st.get("Condition"))):
                        print("kms:Decrypt is not limited to one key through Secrets Manager:", res, file=sys.stderr)
                        return 1
    allowed = {"secretsmanager:GetSecretValue", "secretsmanager:BatchGetSecretValue", "sns:Publish", "lambda:InvokeFunction", "sqs:SendMessage", "kms:Decrypt"}
    extra = actions - allowed
    if extra:
        print("unexpected IAM actions:", sorted(extra), file=sys.stderr)
        return 1
    print("IAM actions:", ", ".join(sorted(actions)))
    # a dashboard body is JSON once its ${...} are substituted; CloudFormation
    # would accept a broken one and the console show an error
    import re
    for name, r in out["Resources"].items():
        if r["Type"] == "AWS::CloudWatch::Dashboard":
            body = r["Properties"]["DashboardBody"]["Fn::Sub"]
            text = body[0] if isinstance(body, list) else body
            try:
                json.loads(re.sub(r"\$\{[^}]+\}", "x", text))
            except ValueError as e:
                print("dashboard", name, "body is not JSON:", e, file=sys.stderr)
                return 1
            print("dashboard", name, "body: JSON")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
