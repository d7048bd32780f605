def id = 7
def l = ["id-${id}", 'plain']
println l
println l.join('|')
println(["k": "v${id}"])
