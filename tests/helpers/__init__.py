"""What the tests share beside the fixtures of conftest.py: real servers and clients, fakes of paid
APIs (real HTTP servers on 127.0.0.1 speaking the OpenAI wire format), graph checks and browsers."""
