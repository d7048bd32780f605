def hello = { -> 'hi' }
println hello()
def counter = 0
def bump = { -> counter++ }
bump()
bump()
println counter
