def normalise = { String s -> s?.trim()?.toLowerCase() ?: '' }
def valid = { String s -> s ==~ /[a-z]+@[a-z]+\.[a-z]+/ }
def emails = [' Ann@X.io ', null, 'bad', 'bob@y.org']
println emails.collect(normalise).findAll(valid)
