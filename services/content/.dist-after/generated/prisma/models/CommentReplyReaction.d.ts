import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model CommentReplyReaction
 *
 */
export type CommentReplyReactionModel = runtime.Types.Result.DefaultSelection<Prisma.$CommentReplyReactionPayload>;
export type AggregateCommentReplyReaction = {
    _count: CommentReplyReactionCountAggregateOutputType | null;
    _min: CommentReplyReactionMinAggregateOutputType | null;
    _max: CommentReplyReactionMaxAggregateOutputType | null;
};
export type CommentReplyReactionMinAggregateOutputType = {
    replyId: string | null;
    emoji: string | null;
    userId: string | null;
    reactedAt: Date | null;
};
export type CommentReplyReactionMaxAggregateOutputType = {
    replyId: string | null;
    emoji: string | null;
    userId: string | null;
    reactedAt: Date | null;
};
export type CommentReplyReactionCountAggregateOutputType = {
    replyId: number;
    emoji: number;
    userId: number;
    reactedAt: number;
    _all: number;
};
export type CommentReplyReactionMinAggregateInputType = {
    replyId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
};
export type CommentReplyReactionMaxAggregateInputType = {
    replyId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
};
export type CommentReplyReactionCountAggregateInputType = {
    replyId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
    _all?: true;
};
export type CommentReplyReactionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReplyReaction to aggregate.
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplyReactions to fetch.
     */
    orderBy?: Prisma.CommentReplyReactionOrderByWithRelationInput | Prisma.CommentReplyReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CommentReplyReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplyReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplyReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned CommentReplyReactions
    **/
    _count?: true | CommentReplyReactionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CommentReplyReactionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CommentReplyReactionMaxAggregateInputType;
};
export type GetCommentReplyReactionAggregateType<T extends CommentReplyReactionAggregateArgs> = {
    [P in keyof T & keyof AggregateCommentReplyReaction]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCommentReplyReaction[P]> : Prisma.GetScalarType<T[P], AggregateCommentReplyReaction[P]>;
};
export type CommentReplyReactionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReplyReactionWhereInput;
    orderBy?: Prisma.CommentReplyReactionOrderByWithAggregationInput | Prisma.CommentReplyReactionOrderByWithAggregationInput[];
    by: Prisma.CommentReplyReactionScalarFieldEnum[] | Prisma.CommentReplyReactionScalarFieldEnum;
    having?: Prisma.CommentReplyReactionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CommentReplyReactionCountAggregateInputType | true;
    _min?: CommentReplyReactionMinAggregateInputType;
    _max?: CommentReplyReactionMaxAggregateInputType;
};
export type CommentReplyReactionGroupByOutputType = {
    replyId: string;
    emoji: string;
    userId: string;
    reactedAt: Date;
    _count: CommentReplyReactionCountAggregateOutputType | null;
    _min: CommentReplyReactionMinAggregateOutputType | null;
    _max: CommentReplyReactionMaxAggregateOutputType | null;
};
export type GetCommentReplyReactionGroupByPayload<T extends CommentReplyReactionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CommentReplyReactionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CommentReplyReactionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CommentReplyReactionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CommentReplyReactionGroupByOutputType[P]>;
}>>;
export type CommentReplyReactionWhereInput = {
    AND?: Prisma.CommentReplyReactionWhereInput | Prisma.CommentReplyReactionWhereInput[];
    OR?: Prisma.CommentReplyReactionWhereInput[];
    NOT?: Prisma.CommentReplyReactionWhereInput | Prisma.CommentReplyReactionWhereInput[];
    replyId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReplyReaction"> | Date | string;
    reply?: Prisma.XOR<Prisma.CommentReplyScalarRelationFilter, Prisma.CommentReplyWhereInput>;
};
export type CommentReplyReactionOrderByWithRelationInput = {
    replyId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
    reply?: Prisma.CommentReplyOrderByWithRelationInput;
};
export type CommentReplyReactionWhereUniqueInput = Prisma.AtLeast<{
    replyId_emoji_userId?: Prisma.CommentReplyReactionReplyIdEmojiUserIdCompoundUniqueInput;
    AND?: Prisma.CommentReplyReactionWhereInput | Prisma.CommentReplyReactionWhereInput[];
    OR?: Prisma.CommentReplyReactionWhereInput[];
    NOT?: Prisma.CommentReplyReactionWhereInput | Prisma.CommentReplyReactionWhereInput[];
    replyId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReplyReaction"> | Date | string;
    reply?: Prisma.XOR<Prisma.CommentReplyScalarRelationFilter, Prisma.CommentReplyWhereInput>;
}, "replyId_emoji_userId">;
export type CommentReplyReactionOrderByWithAggregationInput = {
    replyId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
    _count?: Prisma.CommentReplyReactionCountOrderByAggregateInput;
    _max?: Prisma.CommentReplyReactionMaxOrderByAggregateInput;
    _min?: Prisma.CommentReplyReactionMinOrderByAggregateInput;
};
export type CommentReplyReactionScalarWhereWithAggregatesInput = {
    AND?: Prisma.CommentReplyReactionScalarWhereWithAggregatesInput | Prisma.CommentReplyReactionScalarWhereWithAggregatesInput[];
    OR?: Prisma.CommentReplyReactionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CommentReplyReactionScalarWhereWithAggregatesInput | Prisma.CommentReplyReactionScalarWhereWithAggregatesInput[];
    replyId?: Prisma.StringWithAggregatesFilter<"CommentReplyReaction"> | string;
    emoji?: Prisma.StringWithAggregatesFilter<"CommentReplyReaction"> | string;
    userId?: Prisma.StringWithAggregatesFilter<"CommentReplyReaction"> | string;
    reactedAt?: Prisma.DateTimeWithAggregatesFilter<"CommentReplyReaction"> | Date | string;
};
export type CommentReplyReactionCreateInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
    reply: Prisma.CommentReplyCreateNestedOneWithoutReactionsInput;
};
export type CommentReplyReactionUncheckedCreateInput = {
    replyId: string;
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReplyReactionUpdateInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    reply?: Prisma.CommentReplyUpdateOneRequiredWithoutReactionsNestedInput;
};
export type CommentReplyReactionUncheckedUpdateInput = {
    replyId?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionCreateManyInput = {
    replyId: string;
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReplyReactionUpdateManyMutationInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionUncheckedUpdateManyInput = {
    replyId?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionListRelationFilter = {
    every?: Prisma.CommentReplyReactionWhereInput;
    some?: Prisma.CommentReplyReactionWhereInput;
    none?: Prisma.CommentReplyReactionWhereInput;
};
export type CommentReplyReactionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CommentReplyReactionReplyIdEmojiUserIdCompoundUniqueInput = {
    replyId: string;
    emoji: string;
    userId: string;
};
export type CommentReplyReactionCountOrderByAggregateInput = {
    replyId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReplyReactionMaxOrderByAggregateInput = {
    replyId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReplyReactionMinOrderByAggregateInput = {
    replyId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReplyReactionCreateNestedManyWithoutReplyInput = {
    create?: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput> | Prisma.CommentReplyReactionCreateWithoutReplyInput[] | Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput[];
    connectOrCreate?: Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput | Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput[];
    createMany?: Prisma.CommentReplyReactionCreateManyReplyInputEnvelope;
    connect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
};
export type CommentReplyReactionUncheckedCreateNestedManyWithoutReplyInput = {
    create?: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput> | Prisma.CommentReplyReactionCreateWithoutReplyInput[] | Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput[];
    connectOrCreate?: Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput | Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput[];
    createMany?: Prisma.CommentReplyReactionCreateManyReplyInputEnvelope;
    connect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
};
export type CommentReplyReactionUpdateManyWithoutReplyNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput> | Prisma.CommentReplyReactionCreateWithoutReplyInput[] | Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput[];
    connectOrCreate?: Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput | Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput[];
    upsert?: Prisma.CommentReplyReactionUpsertWithWhereUniqueWithoutReplyInput | Prisma.CommentReplyReactionUpsertWithWhereUniqueWithoutReplyInput[];
    createMany?: Prisma.CommentReplyReactionCreateManyReplyInputEnvelope;
    set?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    disconnect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    delete?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    connect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    update?: Prisma.CommentReplyReactionUpdateWithWhereUniqueWithoutReplyInput | Prisma.CommentReplyReactionUpdateWithWhereUniqueWithoutReplyInput[];
    updateMany?: Prisma.CommentReplyReactionUpdateManyWithWhereWithoutReplyInput | Prisma.CommentReplyReactionUpdateManyWithWhereWithoutReplyInput[];
    deleteMany?: Prisma.CommentReplyReactionScalarWhereInput | Prisma.CommentReplyReactionScalarWhereInput[];
};
export type CommentReplyReactionUncheckedUpdateManyWithoutReplyNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput> | Prisma.CommentReplyReactionCreateWithoutReplyInput[] | Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput[];
    connectOrCreate?: Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput | Prisma.CommentReplyReactionCreateOrConnectWithoutReplyInput[];
    upsert?: Prisma.CommentReplyReactionUpsertWithWhereUniqueWithoutReplyInput | Prisma.CommentReplyReactionUpsertWithWhereUniqueWithoutReplyInput[];
    createMany?: Prisma.CommentReplyReactionCreateManyReplyInputEnvelope;
    set?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    disconnect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    delete?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    connect?: Prisma.CommentReplyReactionWhereUniqueInput | Prisma.CommentReplyReactionWhereUniqueInput[];
    update?: Prisma.CommentReplyReactionUpdateWithWhereUniqueWithoutReplyInput | Prisma.CommentReplyReactionUpdateWithWhereUniqueWithoutReplyInput[];
    updateMany?: Prisma.CommentReplyReactionUpdateManyWithWhereWithoutReplyInput | Prisma.CommentReplyReactionUpdateManyWithWhereWithoutReplyInput[];
    deleteMany?: Prisma.CommentReplyReactionScalarWhereInput | Prisma.CommentReplyReactionScalarWhereInput[];
};
export type CommentReplyReactionCreateWithoutReplyInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReplyReactionUncheckedCreateWithoutReplyInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReplyReactionCreateOrConnectWithoutReplyInput = {
    where: Prisma.CommentReplyReactionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput>;
};
export type CommentReplyReactionCreateManyReplyInputEnvelope = {
    data: Prisma.CommentReplyReactionCreateManyReplyInput | Prisma.CommentReplyReactionCreateManyReplyInput[];
    skipDuplicates?: boolean;
};
export type CommentReplyReactionUpsertWithWhereUniqueWithoutReplyInput = {
    where: Prisma.CommentReplyReactionWhereUniqueInput;
    update: Prisma.XOR<Prisma.CommentReplyReactionUpdateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedUpdateWithoutReplyInput>;
    create: Prisma.XOR<Prisma.CommentReplyReactionCreateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedCreateWithoutReplyInput>;
};
export type CommentReplyReactionUpdateWithWhereUniqueWithoutReplyInput = {
    where: Prisma.CommentReplyReactionWhereUniqueInput;
    data: Prisma.XOR<Prisma.CommentReplyReactionUpdateWithoutReplyInput, Prisma.CommentReplyReactionUncheckedUpdateWithoutReplyInput>;
};
export type CommentReplyReactionUpdateManyWithWhereWithoutReplyInput = {
    where: Prisma.CommentReplyReactionScalarWhereInput;
    data: Prisma.XOR<Prisma.CommentReplyReactionUpdateManyMutationInput, Prisma.CommentReplyReactionUncheckedUpdateManyWithoutReplyInput>;
};
export type CommentReplyReactionScalarWhereInput = {
    AND?: Prisma.CommentReplyReactionScalarWhereInput | Prisma.CommentReplyReactionScalarWhereInput[];
    OR?: Prisma.CommentReplyReactionScalarWhereInput[];
    NOT?: Prisma.CommentReplyReactionScalarWhereInput | Prisma.CommentReplyReactionScalarWhereInput[];
    replyId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReplyReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReplyReaction"> | Date | string;
};
export type CommentReplyReactionCreateManyReplyInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReplyReactionUpdateWithoutReplyInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionUncheckedUpdateWithoutReplyInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionUncheckedUpdateManyWithoutReplyInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReplyReactionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    replyId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReplyReaction"]>;
export type CommentReplyReactionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    replyId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReplyReaction"]>;
export type CommentReplyReactionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    replyId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReplyReaction"]>;
export type CommentReplyReactionSelectScalar = {
    replyId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
};
export type CommentReplyReactionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"replyId" | "emoji" | "userId" | "reactedAt", ExtArgs["result"]["commentReplyReaction"]>;
export type CommentReplyReactionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
};
export type CommentReplyReactionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
};
export type CommentReplyReactionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    reply?: boolean | Prisma.CommentReplyDefaultArgs<ExtArgs>;
};
export type $CommentReplyReactionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "CommentReplyReaction";
    objects: {
        reply: Prisma.$CommentReplyPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        replyId: string;
        emoji: string;
        userId: string;
        reactedAt: Date;
    }, ExtArgs["result"]["commentReplyReaction"]>;
    composites: {};
};
export type CommentReplyReactionGetPayload<S extends boolean | null | undefined | CommentReplyReactionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload, S>;
export type CommentReplyReactionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CommentReplyReactionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CommentReplyReactionCountAggregateInputType | true;
};
export interface CommentReplyReactionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['CommentReplyReaction'];
        meta: {
            name: 'CommentReplyReaction';
        };
    };
    /**
     * Find zero or one CommentReplyReaction that matches the filter.
     * @param {CommentReplyReactionFindUniqueArgs} args - Arguments to find a CommentReplyReaction
     * @example
     * // Get one CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CommentReplyReactionFindUniqueArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one CommentReplyReaction that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CommentReplyReactionFindUniqueOrThrowArgs} args - Arguments to find a CommentReplyReaction
     * @example
     * // Get one CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CommentReplyReactionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReplyReaction that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionFindFirstArgs} args - Arguments to find a CommentReplyReaction
     * @example
     * // Get one CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CommentReplyReactionFindFirstArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionFindFirstArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReplyReaction that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionFindFirstOrThrowArgs} args - Arguments to find a CommentReplyReaction
     * @example
     * // Get one CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CommentReplyReactionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more CommentReplyReactions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all CommentReplyReactions
     * const commentReplyReactions = await prisma.commentReplyReaction.findMany()
     *
     * // Get first 10 CommentReplyReactions
     * const commentReplyReactions = await prisma.commentReplyReaction.findMany({ take: 10 })
     *
     * // Only select the `replyId`
     * const commentReplyReactionWithReplyIdOnly = await prisma.commentReplyReaction.findMany({ select: { replyId: true } })
     *
     */
    findMany<T extends CommentReplyReactionFindManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a CommentReplyReaction.
     * @param {CommentReplyReactionCreateArgs} args - Arguments to create a CommentReplyReaction.
     * @example
     * // Create one CommentReplyReaction
     * const CommentReplyReaction = await prisma.commentReplyReaction.create({
     *   data: {
     *     // ... data to create a CommentReplyReaction
     *   }
     * })
     *
     */
    create<T extends CommentReplyReactionCreateArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionCreateArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many CommentReplyReactions.
     * @param {CommentReplyReactionCreateManyArgs} args - Arguments to create many CommentReplyReactions.
     * @example
     * // Create many CommentReplyReactions
     * const commentReplyReaction = await prisma.commentReplyReaction.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CommentReplyReactionCreateManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many CommentReplyReactions and returns the data saved in the database.
     * @param {CommentReplyReactionCreateManyAndReturnArgs} args - Arguments to create many CommentReplyReactions.
     * @example
     * // Create many CommentReplyReactions
     * const commentReplyReaction = await prisma.commentReplyReaction.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many CommentReplyReactions and only return the `replyId`
     * const commentReplyReactionWithReplyIdOnly = await prisma.commentReplyReaction.createManyAndReturn({
     *   select: { replyId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CommentReplyReactionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a CommentReplyReaction.
     * @param {CommentReplyReactionDeleteArgs} args - Arguments to delete one CommentReplyReaction.
     * @example
     * // Delete one CommentReplyReaction
     * const CommentReplyReaction = await prisma.commentReplyReaction.delete({
     *   where: {
     *     // ... filter to delete one CommentReplyReaction
     *   }
     * })
     *
     */
    delete<T extends CommentReplyReactionDeleteArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionDeleteArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one CommentReplyReaction.
     * @param {CommentReplyReactionUpdateArgs} args - Arguments to update one CommentReplyReaction.
     * @example
     * // Update one CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CommentReplyReactionUpdateArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionUpdateArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more CommentReplyReactions.
     * @param {CommentReplyReactionDeleteManyArgs} args - Arguments to filter CommentReplyReactions to delete.
     * @example
     * // Delete a few CommentReplyReactions
     * const { count } = await prisma.commentReplyReaction.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CommentReplyReactionDeleteManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyReactionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReplyReactions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many CommentReplyReactions
     * const commentReplyReaction = await prisma.commentReplyReaction.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CommentReplyReactionUpdateManyArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReplyReactions and returns the data updated in the database.
     * @param {CommentReplyReactionUpdateManyAndReturnArgs} args - Arguments to update many CommentReplyReactions.
     * @example
     * // Update many CommentReplyReactions
     * const commentReplyReaction = await prisma.commentReplyReaction.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more CommentReplyReactions and only return the `replyId`
     * const commentReplyReactionWithReplyIdOnly = await prisma.commentReplyReaction.updateManyAndReturn({
     *   select: { replyId: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends CommentReplyReactionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one CommentReplyReaction.
     * @param {CommentReplyReactionUpsertArgs} args - Arguments to update or create a CommentReplyReaction.
     * @example
     * // Update or create a CommentReplyReaction
     * const commentReplyReaction = await prisma.commentReplyReaction.upsert({
     *   create: {
     *     // ... data to create a CommentReplyReaction
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the CommentReplyReaction we want to update
     *   }
     * })
     */
    upsert<T extends CommentReplyReactionUpsertArgs>(args: Prisma.SelectSubset<T, CommentReplyReactionUpsertArgs<ExtArgs>>): Prisma.Prisma__CommentReplyReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of CommentReplyReactions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionCountArgs} args - Arguments to filter CommentReplyReactions to count.
     * @example
     * // Count the number of CommentReplyReactions
     * const count = await prisma.commentReplyReaction.count({
     *   where: {
     *     // ... the filter for the CommentReplyReactions we want to count
     *   }
     * })
    **/
    count<T extends CommentReplyReactionCountArgs>(args?: Prisma.Subset<T, CommentReplyReactionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CommentReplyReactionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a CommentReplyReaction.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends CommentReplyReactionAggregateArgs>(args: Prisma.Subset<T, CommentReplyReactionAggregateArgs>): Prisma.PrismaPromise<GetCommentReplyReactionAggregateType<T>>;
    /**
     * Group by CommentReplyReaction.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyReactionGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends CommentReplyReactionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CommentReplyReactionGroupByArgs['orderBy'];
    } : {
        orderBy?: CommentReplyReactionGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CommentReplyReactionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCommentReplyReactionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the CommentReplyReaction model
     */
    readonly fields: CommentReplyReactionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for CommentReplyReaction.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CommentReplyReactionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    reply<T extends Prisma.CommentReplyDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.CommentReplyDefaultArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the CommentReplyReaction model
 */
export interface CommentReplyReactionFieldRefs {
    readonly replyId: Prisma.FieldRef<"CommentReplyReaction", 'String'>;
    readonly emoji: Prisma.FieldRef<"CommentReplyReaction", 'String'>;
    readonly userId: Prisma.FieldRef<"CommentReplyReaction", 'String'>;
    readonly reactedAt: Prisma.FieldRef<"CommentReplyReaction", 'DateTime'>;
}
/**
 * CommentReplyReaction findUnique
 */
export type CommentReplyReactionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplyReaction to fetch.
     */
    where: Prisma.CommentReplyReactionWhereUniqueInput;
};
/**
 * CommentReplyReaction findUniqueOrThrow
 */
export type CommentReplyReactionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplyReaction to fetch.
     */
    where: Prisma.CommentReplyReactionWhereUniqueInput;
};
/**
 * CommentReplyReaction findFirst
 */
export type CommentReplyReactionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplyReaction to fetch.
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplyReactions to fetch.
     */
    orderBy?: Prisma.CommentReplyReactionOrderByWithRelationInput | Prisma.CommentReplyReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReplyReactions.
     */
    cursor?: Prisma.CommentReplyReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplyReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplyReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplyReactions.
     */
    distinct?: Prisma.CommentReplyReactionScalarFieldEnum | Prisma.CommentReplyReactionScalarFieldEnum[];
};
/**
 * CommentReplyReaction findFirstOrThrow
 */
export type CommentReplyReactionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplyReaction to fetch.
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplyReactions to fetch.
     */
    orderBy?: Prisma.CommentReplyReactionOrderByWithRelationInput | Prisma.CommentReplyReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReplyReactions.
     */
    cursor?: Prisma.CommentReplyReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplyReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplyReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplyReactions.
     */
    distinct?: Prisma.CommentReplyReactionScalarFieldEnum | Prisma.CommentReplyReactionScalarFieldEnum[];
};
/**
 * CommentReplyReaction findMany
 */
export type CommentReplyReactionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplyReactions to fetch.
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplyReactions to fetch.
     */
    orderBy?: Prisma.CommentReplyReactionOrderByWithRelationInput | Prisma.CommentReplyReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing CommentReplyReactions.
     */
    cursor?: Prisma.CommentReplyReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplyReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplyReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplyReactions.
     */
    distinct?: Prisma.CommentReplyReactionScalarFieldEnum | Prisma.CommentReplyReactionScalarFieldEnum[];
};
/**
 * CommentReplyReaction create
 */
export type CommentReplyReactionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * The data needed to create a CommentReplyReaction.
     */
    data: Prisma.XOR<Prisma.CommentReplyReactionCreateInput, Prisma.CommentReplyReactionUncheckedCreateInput>;
};
/**
 * CommentReplyReaction createMany
 */
export type CommentReplyReactionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many CommentReplyReactions.
     */
    data: Prisma.CommentReplyReactionCreateManyInput | Prisma.CommentReplyReactionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * CommentReplyReaction createManyAndReturn
 */
export type CommentReplyReactionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * The data used to create many CommentReplyReactions.
     */
    data: Prisma.CommentReplyReactionCreateManyInput | Prisma.CommentReplyReactionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReplyReaction update
 */
export type CommentReplyReactionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * The data needed to update a CommentReplyReaction.
     */
    data: Prisma.XOR<Prisma.CommentReplyReactionUpdateInput, Prisma.CommentReplyReactionUncheckedUpdateInput>;
    /**
     * Choose, which CommentReplyReaction to update.
     */
    where: Prisma.CommentReplyReactionWhereUniqueInput;
};
/**
 * CommentReplyReaction updateMany
 */
export type CommentReplyReactionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update CommentReplyReactions.
     */
    data: Prisma.XOR<Prisma.CommentReplyReactionUpdateManyMutationInput, Prisma.CommentReplyReactionUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReplyReactions to update
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * Limit how many CommentReplyReactions to update.
     */
    limit?: number;
};
/**
 * CommentReplyReaction updateManyAndReturn
 */
export type CommentReplyReactionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * The data used to update CommentReplyReactions.
     */
    data: Prisma.XOR<Prisma.CommentReplyReactionUpdateManyMutationInput, Prisma.CommentReplyReactionUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReplyReactions to update
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * Limit how many CommentReplyReactions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReplyReaction upsert
 */
export type CommentReplyReactionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * The filter to search for the CommentReplyReaction to update in case it exists.
     */
    where: Prisma.CommentReplyReactionWhereUniqueInput;
    /**
     * In case the CommentReplyReaction found by the `where` argument doesn't exist, create a new CommentReplyReaction with this data.
     */
    create: Prisma.XOR<Prisma.CommentReplyReactionCreateInput, Prisma.CommentReplyReactionUncheckedCreateInput>;
    /**
     * In case the CommentReplyReaction was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CommentReplyReactionUpdateInput, Prisma.CommentReplyReactionUncheckedUpdateInput>;
};
/**
 * CommentReplyReaction delete
 */
export type CommentReplyReactionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
    /**
     * Filter which CommentReplyReaction to delete.
     */
    where: Prisma.CommentReplyReactionWhereUniqueInput;
};
/**
 * CommentReplyReaction deleteMany
 */
export type CommentReplyReactionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReplyReactions to delete
     */
    where?: Prisma.CommentReplyReactionWhereInput;
    /**
     * Limit how many CommentReplyReactions to delete.
     */
    limit?: number;
};
/**
 * CommentReplyReaction without action
 */
export type CommentReplyReactionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyReaction
     */
    select?: Prisma.CommentReplyReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReplyReaction
     */
    omit?: Prisma.CommentReplyReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyReactionInclude<ExtArgs> | null;
};
