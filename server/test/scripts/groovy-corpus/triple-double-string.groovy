def who = 'Acme'
def body = """Dear ${who},
your order is ready."""
println body
