import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model CommentReply
 *
 */
export type CommentReplyModel = runtime.Types.Result.DefaultSelection<Prisma.$CommentReplyPayload>;
export type AggregateCommentReply = {
    _count: CommentReplyCountAggregateOutputType | null;
    _min: CommentReplyMinAggregateOutputType | null;
    _max: CommentReplyMaxAggregateOutputType | null;
};
export type CommentReplyMinAggregateOutputType = {
    id: string | null;
    commentId: string | null;
    body: string | null;
    postedById: string | null;
    createdAt: Date | null;
    editedAt: Date | null;
};
export type CommentReplyMaxAggregateOutputType = {
    id: string | null;
    commentId: string | null;
    body: string | null;
    postedById: string | null;
    createdAt: Date | null;
    editedAt: Date | null;
};
export type CommentReplyCountAggregateOutputType = {
    id: number;
    commentId: number;
    body: number;
    postedById: number;
    createdAt: number;
    editedAt: number;
    _all: number;
};
export type CommentReplyMinAggregateInputType = {
    id?: true;
    commentId?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
};
export type CommentReplyMaxAggregateInputType = {
    id?: true;
    commentId?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
};
export type CommentReplyCountAggregateInputType = {
    id?: true;
    commentId?: true;
    body?: true;
    postedById?: true;
    createdAt?: true;
    editedAt?: true;
    _all?: true;
};
export type CommentReplyAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReply to aggregate.
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplies to fetch.
     */
    orderBy?: Prisma.CommentReplyOrderByWithRelationInput | Prisma.CommentReplyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CommentReplyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned CommentReplies
    **/
    _count?: true | CommentReplyCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CommentReplyMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CommentReplyMaxAggregateInputType;
};
export type GetCommentReplyAggregateType<T extends CommentReplyAggregateArgs> = {
    [P in keyof T & keyof AggregateCommentReply]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCommentReply[P]> : Prisma.GetScalarType<T[P], AggregateCommentReply[P]>;
};
export type CommentReplyGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReplyWhereInput;
    orderBy?: Prisma.CommentReplyOrderByWithAggregationInput | Prisma.CommentReplyOrderByWithAggregationInput[];
    by: Prisma.CommentReplyScalarFieldEnum[] | Prisma.CommentReplyScalarFieldEnum;
    having?: Prisma.CommentReplyScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CommentReplyCountAggregateInputType | true;
    _min?: CommentReplyMinAggregateInputType;
    _max?: CommentReplyMaxAggregateInputType;
};
export type CommentReplyGroupByOutputType = {
    id: string;
    commentId: string;
    body: string;
    postedById: string;
    createdAt: Date;
    editedAt: Date | null;
    _count: CommentReplyCountAggregateOutputType | null;
    _min: CommentReplyMinAggregateOutputType | null;
    _max: CommentReplyMaxAggregateOutputType | null;
};
export type GetCommentReplyGroupByPayload<T extends CommentReplyGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CommentReplyGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CommentReplyGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CommentReplyGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CommentReplyGroupByOutputType[P]>;
}>>;
export type CommentReplyWhereInput = {
    AND?: Prisma.CommentReplyWhereInput | Prisma.CommentReplyWhereInput[];
    OR?: Prisma.CommentReplyWhereInput[];
    NOT?: Prisma.CommentReplyWhereInput | Prisma.CommentReplyWhereInput[];
    id?: Prisma.StringFilter<"CommentReply"> | string;
    commentId?: Prisma.StringFilter<"CommentReply"> | string;
    body?: Prisma.StringFilter<"CommentReply"> | string;
    postedById?: Prisma.StringFilter<"CommentReply"> | string;
    createdAt?: Prisma.DateTimeFilter<"CommentReply"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"CommentReply"> | Date | string | null;
    comment?: Prisma.XOR<Prisma.CommentScalarRelationFilter, Prisma.CommentWhereInput>;
    reactions?: Prisma.CommentReplyReactionListRelationFilter;
};
export type CommentReplyOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    commentId?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    comment?: Prisma.CommentOrderByWithRelationInput;
    reactions?: Prisma.CommentReplyReactionOrderByRelationAggregateInput;
};
export type CommentReplyWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.CommentReplyWhereInput | Prisma.CommentReplyWhereInput[];
    OR?: Prisma.CommentReplyWhereInput[];
    NOT?: Prisma.CommentReplyWhereInput | Prisma.CommentReplyWhereInput[];
    commentId?: Prisma.StringFilter<"CommentReply"> | string;
    body?: Prisma.StringFilter<"CommentReply"> | string;
    postedById?: Prisma.StringFilter<"CommentReply"> | string;
    createdAt?: Prisma.DateTimeFilter<"CommentReply"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"CommentReply"> | Date | string | null;
    comment?: Prisma.XOR<Prisma.CommentScalarRelationFilter, Prisma.CommentWhereInput>;
    reactions?: Prisma.CommentReplyReactionListRelationFilter;
}, "id">;
export type CommentReplyOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    commentId?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.CommentReplyCountOrderByAggregateInput;
    _max?: Prisma.CommentReplyMaxOrderByAggregateInput;
    _min?: Prisma.CommentReplyMinOrderByAggregateInput;
};
export type CommentReplyScalarWhereWithAggregatesInput = {
    AND?: Prisma.CommentReplyScalarWhereWithAggregatesInput | Prisma.CommentReplyScalarWhereWithAggregatesInput[];
    OR?: Prisma.CommentReplyScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CommentReplyScalarWhereWithAggregatesInput | Prisma.CommentReplyScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"CommentReply"> | string;
    commentId?: Prisma.StringWithAggregatesFilter<"CommentReply"> | string;
    body?: Prisma.StringWithAggregatesFilter<"CommentReply"> | string;
    postedById?: Prisma.StringWithAggregatesFilter<"CommentReply"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"CommentReply"> | Date | string;
    editedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"CommentReply"> | Date | string | null;
};
export type CommentReplyCreateInput = {
    id: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    comment: Prisma.CommentCreateNestedOneWithoutRepliesInput;
    reactions?: Prisma.CommentReplyReactionCreateNestedManyWithoutReplyInput;
};
export type CommentReplyUncheckedCreateInput = {
    id: string;
    commentId: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    reactions?: Prisma.CommentReplyReactionUncheckedCreateNestedManyWithoutReplyInput;
};
export type CommentReplyUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    comment?: Prisma.CommentUpdateOneRequiredWithoutRepliesNestedInput;
    reactions?: Prisma.CommentReplyReactionUpdateManyWithoutReplyNestedInput;
};
export type CommentReplyUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    commentId?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    reactions?: Prisma.CommentReplyReactionUncheckedUpdateManyWithoutReplyNestedInput;
};
export type CommentReplyCreateManyInput = {
    id: string;
    commentId: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
};
export type CommentReplyUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type CommentReplyUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    commentId?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type CommentReplyListRelationFilter = {
    every?: Prisma.CommentReplyWhereInput;
    some?: Prisma.CommentReplyWhereInput;
    none?: Prisma.CommentReplyWhereInput;
};
export type CommentReplyOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CommentReplyCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    commentId?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
};
export type CommentReplyMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    commentId?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
};
export type CommentReplyMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    commentId?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    postedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    editedAt?: Prisma.SortOrder;
};
export type CommentReplyScalarRelationFilter = {
    is?: Prisma.CommentReplyWhereInput;
    isNot?: Prisma.CommentReplyWhereInput;
};
export type CommentReplyCreateNestedManyWithoutCommentInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput> | Prisma.CommentReplyCreateWithoutCommentInput[] | Prisma.CommentReplyUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutCommentInput | Prisma.CommentReplyCreateOrConnectWithoutCommentInput[];
    createMany?: Prisma.CommentReplyCreateManyCommentInputEnvelope;
    connect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
};
export type CommentReplyUncheckedCreateNestedManyWithoutCommentInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput> | Prisma.CommentReplyCreateWithoutCommentInput[] | Prisma.CommentReplyUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutCommentInput | Prisma.CommentReplyCreateOrConnectWithoutCommentInput[];
    createMany?: Prisma.CommentReplyCreateManyCommentInputEnvelope;
    connect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
};
export type CommentReplyUpdateManyWithoutCommentNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput> | Prisma.CommentReplyCreateWithoutCommentInput[] | Prisma.CommentReplyUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutCommentInput | Prisma.CommentReplyCreateOrConnectWithoutCommentInput[];
    upsert?: Prisma.CommentReplyUpsertWithWhereUniqueWithoutCommentInput | Prisma.CommentReplyUpsertWithWhereUniqueWithoutCommentInput[];
    createMany?: Prisma.CommentReplyCreateManyCommentInputEnvelope;
    set?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    disconnect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    delete?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    connect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    update?: Prisma.CommentReplyUpdateWithWhereUniqueWithoutCommentInput | Prisma.CommentReplyUpdateWithWhereUniqueWithoutCommentInput[];
    updateMany?: Prisma.CommentReplyUpdateManyWithWhereWithoutCommentInput | Prisma.CommentReplyUpdateManyWithWhereWithoutCommentInput[];
    deleteMany?: Prisma.CommentReplyScalarWhereInput | Prisma.CommentReplyScalarWhereInput[];
};
export type CommentReplyUncheckedUpdateManyWithoutCommentNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput> | Prisma.CommentReplyCreateWithoutCommentInput[] | Prisma.CommentReplyUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutCommentInput | Prisma.CommentReplyCreateOrConnectWithoutCommentInput[];
    upsert?: Prisma.CommentReplyUpsertWithWhereUniqueWithoutCommentInput | Prisma.CommentReplyUpsertWithWhereUniqueWithoutCommentInput[];
    createMany?: Prisma.CommentReplyCreateManyCommentInputEnvelope;
    set?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    disconnect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    delete?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    connect?: Prisma.CommentReplyWhereUniqueInput | Prisma.CommentReplyWhereUniqueInput[];
    update?: Prisma.CommentReplyUpdateWithWhereUniqueWithoutCommentInput | Prisma.CommentReplyUpdateWithWhereUniqueWithoutCommentInput[];
    updateMany?: Prisma.CommentReplyUpdateManyWithWhereWithoutCommentInput | Prisma.CommentReplyUpdateManyWithWhereWithoutCommentInput[];
    deleteMany?: Prisma.CommentReplyScalarWhereInput | Prisma.CommentReplyScalarWhereInput[];
};
export type CommentReplyCreateNestedOneWithoutReactionsInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutReactionsInput, Prisma.CommentReplyUncheckedCreateWithoutReactionsInput>;
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutReactionsInput;
    connect?: Prisma.CommentReplyWhereUniqueInput;
};
export type CommentReplyUpdateOneRequiredWithoutReactionsNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReplyCreateWithoutReactionsInput, Prisma.CommentReplyUncheckedCreateWithoutReactionsInput>;
    connectOrCreate?: Prisma.CommentReplyCreateOrConnectWithoutReactionsInput;
    upsert?: Prisma.CommentReplyUpsertWithoutReactionsInput;
    connect?: Prisma.CommentReplyWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CommentReplyUpdateToOneWithWhereWithoutReactionsInput, Prisma.CommentReplyUpdateWithoutReactionsInput>, Prisma.CommentReplyUncheckedUpdateWithoutReactionsInput>;
};
export type CommentReplyCreateWithoutCommentInput = {
    id: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    reactions?: Prisma.CommentReplyReactionCreateNestedManyWithoutReplyInput;
};
export type CommentReplyUncheckedCreateWithoutCommentInput = {
    id: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    reactions?: Prisma.CommentReplyReactionUncheckedCreateNestedManyWithoutReplyInput;
};
export type CommentReplyCreateOrConnectWithoutCommentInput = {
    where: Prisma.CommentReplyWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput>;
};
export type CommentReplyCreateManyCommentInputEnvelope = {
    data: Prisma.CommentReplyCreateManyCommentInput | Prisma.CommentReplyCreateManyCommentInput[];
    skipDuplicates?: boolean;
};
export type CommentReplyUpsertWithWhereUniqueWithoutCommentInput = {
    where: Prisma.CommentReplyWhereUniqueInput;
    update: Prisma.XOR<Prisma.CommentReplyUpdateWithoutCommentInput, Prisma.CommentReplyUncheckedUpdateWithoutCommentInput>;
    create: Prisma.XOR<Prisma.CommentReplyCreateWithoutCommentInput, Prisma.CommentReplyUncheckedCreateWithoutCommentInput>;
};
export type CommentReplyUpdateWithWhereUniqueWithoutCommentInput = {
    where: Prisma.CommentReplyWhereUniqueInput;
    data: Prisma.XOR<Prisma.CommentReplyUpdateWithoutCommentInput, Prisma.CommentReplyUncheckedUpdateWithoutCommentInput>;
};
export type CommentReplyUpdateManyWithWhereWithoutCommentInput = {
    where: Prisma.CommentReplyScalarWhereInput;
    data: Prisma.XOR<Prisma.CommentReplyUpdateManyMutationInput, Prisma.CommentReplyUncheckedUpdateManyWithoutCommentInput>;
};
export type CommentReplyScalarWhereInput = {
    AND?: Prisma.CommentReplyScalarWhereInput | Prisma.CommentReplyScalarWhereInput[];
    OR?: Prisma.CommentReplyScalarWhereInput[];
    NOT?: Prisma.CommentReplyScalarWhereInput | Prisma.CommentReplyScalarWhereInput[];
    id?: Prisma.StringFilter<"CommentReply"> | string;
    commentId?: Prisma.StringFilter<"CommentReply"> | string;
    body?: Prisma.StringFilter<"CommentReply"> | string;
    postedById?: Prisma.StringFilter<"CommentReply"> | string;
    createdAt?: Prisma.DateTimeFilter<"CommentReply"> | Date | string;
    editedAt?: Prisma.DateTimeNullableFilter<"CommentReply"> | Date | string | null;
};
export type CommentReplyCreateWithoutReactionsInput = {
    id: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
    comment: Prisma.CommentCreateNestedOneWithoutRepliesInput;
};
export type CommentReplyUncheckedCreateWithoutReactionsInput = {
    id: string;
    commentId: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
};
export type CommentReplyCreateOrConnectWithoutReactionsInput = {
    where: Prisma.CommentReplyWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentReplyCreateWithoutReactionsInput, Prisma.CommentReplyUncheckedCreateWithoutReactionsInput>;
};
export type CommentReplyUpsertWithoutReactionsInput = {
    update: Prisma.XOR<Prisma.CommentReplyUpdateWithoutReactionsInput, Prisma.CommentReplyUncheckedUpdateWithoutReactionsInput>;
    create: Prisma.XOR<Prisma.CommentReplyCreateWithoutReactionsInput, Prisma.CommentReplyUncheckedCreateWithoutReactionsInput>;
    where?: Prisma.CommentReplyWhereInput;
};
export type CommentReplyUpdateToOneWithWhereWithoutReactionsInput = {
    where?: Prisma.CommentReplyWhereInput;
    data: Prisma.XOR<Prisma.CommentReplyUpdateWithoutReactionsInput, Prisma.CommentReplyUncheckedUpdateWithoutReactionsInput>;
};
export type CommentReplyUpdateWithoutReactionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    comment?: Prisma.CommentUpdateOneRequiredWithoutRepliesNestedInput;
};
export type CommentReplyUncheckedUpdateWithoutReactionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    commentId?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type CommentReplyCreateManyCommentInput = {
    id: string;
    body: string;
    postedById: string;
    createdAt?: Date | string;
    editedAt?: Date | string | null;
};
export type CommentReplyUpdateWithoutCommentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    reactions?: Prisma.CommentReplyReactionUpdateManyWithoutReplyNestedInput;
};
export type CommentReplyUncheckedUpdateWithoutCommentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    reactions?: Prisma.CommentReplyReactionUncheckedUpdateManyWithoutReplyNestedInput;
};
export type CommentReplyUncheckedUpdateManyWithoutCommentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    body?: Prisma.StringFieldUpdateOperationsInput | string;
    postedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    editedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
/**
 * Count Type CommentReplyCountOutputType
 */
export type CommentReplyCountOutputType = {
    reactions: number;
};
export type CommentReplyCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    reactions?: boolean | CommentReplyCountOutputTypeCountReactionsArgs;
};
/**
 * CommentReplyCountOutputType without action
 */
export type CommentReplyCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReplyCountOutputType
     */
    select?: Prisma.CommentReplyCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * CommentReplyCountOutputType without action
 */
export type CommentReplyCountOutputTypeCountReactionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReplyReactionWhereInput;
};
export type CommentReplySelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    commentId?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
    reactions?: boolean | Prisma.CommentReply$reactionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CommentReplyCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReply"]>;
export type CommentReplySelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    commentId?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReply"]>;
export type CommentReplySelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    commentId?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReply"]>;
export type CommentReplySelectScalar = {
    id?: boolean;
    commentId?: boolean;
    body?: boolean;
    postedById?: boolean;
    createdAt?: boolean;
    editedAt?: boolean;
};
export type CommentReplyOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "commentId" | "body" | "postedById" | "createdAt" | "editedAt", ExtArgs["result"]["commentReply"]>;
export type CommentReplyInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
    reactions?: boolean | Prisma.CommentReply$reactionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CommentReplyCountOutputTypeDefaultArgs<ExtArgs>;
};
export type CommentReplyIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
};
export type CommentReplyIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
};
export type $CommentReplyPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "CommentReply";
    objects: {
        comment: Prisma.$CommentPayload<ExtArgs>;
        reactions: Prisma.$CommentReplyReactionPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        commentId: string;
        body: string;
        postedById: string;
        createdAt: Date;
        editedAt: Date | null;
    }, ExtArgs["result"]["commentReply"]>;
    composites: {};
};
export type CommentReplyGetPayload<S extends boolean | null | undefined | CommentReplyDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload, S>;
export type CommentReplyCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CommentReplyFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CommentReplyCountAggregateInputType | true;
};
export interface CommentReplyDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['CommentReply'];
        meta: {
            name: 'CommentReply';
        };
    };
    /**
     * Find zero or one CommentReply that matches the filter.
     * @param {CommentReplyFindUniqueArgs} args - Arguments to find a CommentReply
     * @example
     * // Get one CommentReply
     * const commentReply = await prisma.commentReply.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CommentReplyFindUniqueArgs>(args: Prisma.SelectSubset<T, CommentReplyFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one CommentReply that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CommentReplyFindUniqueOrThrowArgs} args - Arguments to find a CommentReply
     * @example
     * // Get one CommentReply
     * const commentReply = await prisma.commentReply.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CommentReplyFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CommentReplyFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReply that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyFindFirstArgs} args - Arguments to find a CommentReply
     * @example
     * // Get one CommentReply
     * const commentReply = await prisma.commentReply.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CommentReplyFindFirstArgs>(args?: Prisma.SelectSubset<T, CommentReplyFindFirstArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReply that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyFindFirstOrThrowArgs} args - Arguments to find a CommentReply
     * @example
     * // Get one CommentReply
     * const commentReply = await prisma.commentReply.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CommentReplyFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CommentReplyFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more CommentReplies that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all CommentReplies
     * const commentReplies = await prisma.commentReply.findMany()
     *
     * // Get first 10 CommentReplies
     * const commentReplies = await prisma.commentReply.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const commentReplyWithIdOnly = await prisma.commentReply.findMany({ select: { id: true } })
     *
     */
    findMany<T extends CommentReplyFindManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a CommentReply.
     * @param {CommentReplyCreateArgs} args - Arguments to create a CommentReply.
     * @example
     * // Create one CommentReply
     * const CommentReply = await prisma.commentReply.create({
     *   data: {
     *     // ... data to create a CommentReply
     *   }
     * })
     *
     */
    create<T extends CommentReplyCreateArgs>(args: Prisma.SelectSubset<T, CommentReplyCreateArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many CommentReplies.
     * @param {CommentReplyCreateManyArgs} args - Arguments to create many CommentReplies.
     * @example
     * // Create many CommentReplies
     * const commentReply = await prisma.commentReply.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CommentReplyCreateManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many CommentReplies and returns the data saved in the database.
     * @param {CommentReplyCreateManyAndReturnArgs} args - Arguments to create many CommentReplies.
     * @example
     * // Create many CommentReplies
     * const commentReply = await prisma.commentReply.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many CommentReplies and only return the `id`
     * const commentReplyWithIdOnly = await prisma.commentReply.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CommentReplyCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CommentReplyCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a CommentReply.
     * @param {CommentReplyDeleteArgs} args - Arguments to delete one CommentReply.
     * @example
     * // Delete one CommentReply
     * const CommentReply = await prisma.commentReply.delete({
     *   where: {
     *     // ... filter to delete one CommentReply
     *   }
     * })
     *
     */
    delete<T extends CommentReplyDeleteArgs>(args: Prisma.SelectSubset<T, CommentReplyDeleteArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one CommentReply.
     * @param {CommentReplyUpdateArgs} args - Arguments to update one CommentReply.
     * @example
     * // Update one CommentReply
     * const commentReply = await prisma.commentReply.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CommentReplyUpdateArgs>(args: Prisma.SelectSubset<T, CommentReplyUpdateArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more CommentReplies.
     * @param {CommentReplyDeleteManyArgs} args - Arguments to filter CommentReplies to delete.
     * @example
     * // Delete a few CommentReplies
     * const { count } = await prisma.commentReply.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CommentReplyDeleteManyArgs>(args?: Prisma.SelectSubset<T, CommentReplyDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReplies.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many CommentReplies
     * const commentReply = await prisma.commentReply.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CommentReplyUpdateManyArgs>(args: Prisma.SelectSubset<T, CommentReplyUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReplies and returns the data updated in the database.
     * @param {CommentReplyUpdateManyAndReturnArgs} args - Arguments to update many CommentReplies.
     * @example
     * // Update many CommentReplies
     * const commentReply = await prisma.commentReply.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more CommentReplies and only return the `id`
     * const commentReplyWithIdOnly = await prisma.commentReply.updateManyAndReturn({
     *   select: { id: true },
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
    updateManyAndReturn<T extends CommentReplyUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CommentReplyUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one CommentReply.
     * @param {CommentReplyUpsertArgs} args - Arguments to update or create a CommentReply.
     * @example
     * // Update or create a CommentReply
     * const commentReply = await prisma.commentReply.upsert({
     *   create: {
     *     // ... data to create a CommentReply
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the CommentReply we want to update
     *   }
     * })
     */
    upsert<T extends CommentReplyUpsertArgs>(args: Prisma.SelectSubset<T, CommentReplyUpsertArgs<ExtArgs>>): Prisma.Prisma__CommentReplyClient<runtime.Types.Result.GetResult<Prisma.$CommentReplyPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of CommentReplies.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyCountArgs} args - Arguments to filter CommentReplies to count.
     * @example
     * // Count the number of CommentReplies
     * const count = await prisma.commentReply.count({
     *   where: {
     *     // ... the filter for the CommentReplies we want to count
     *   }
     * })
    **/
    count<T extends CommentReplyCountArgs>(args?: Prisma.Subset<T, CommentReplyCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CommentReplyCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a CommentReply.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends CommentReplyAggregateArgs>(args: Prisma.Subset<T, CommentReplyAggregateArgs>): Prisma.PrismaPromise<GetCommentReplyAggregateType<T>>;
    /**
     * Group by CommentReply.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReplyGroupByArgs} args - Group by arguments.
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
    groupBy<T extends CommentReplyGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CommentReplyGroupByArgs['orderBy'];
    } : {
        orderBy?: CommentReplyGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CommentReplyGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCommentReplyGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the CommentReply model
     */
    readonly fields: CommentReplyFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for CommentReply.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CommentReplyClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    comment<T extends Prisma.CommentDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.CommentDefaultArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    reactions<T extends Prisma.CommentReply$reactionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.CommentReply$reactionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReplyReactionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the CommentReply model
 */
export interface CommentReplyFieldRefs {
    readonly id: Prisma.FieldRef<"CommentReply", 'String'>;
    readonly commentId: Prisma.FieldRef<"CommentReply", 'String'>;
    readonly body: Prisma.FieldRef<"CommentReply", 'String'>;
    readonly postedById: Prisma.FieldRef<"CommentReply", 'String'>;
    readonly createdAt: Prisma.FieldRef<"CommentReply", 'DateTime'>;
    readonly editedAt: Prisma.FieldRef<"CommentReply", 'DateTime'>;
}
/**
 * CommentReply findUnique
 */
export type CommentReplyFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReply to fetch.
     */
    where: Prisma.CommentReplyWhereUniqueInput;
};
/**
 * CommentReply findUniqueOrThrow
 */
export type CommentReplyFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReply to fetch.
     */
    where: Prisma.CommentReplyWhereUniqueInput;
};
/**
 * CommentReply findFirst
 */
export type CommentReplyFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReply to fetch.
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplies to fetch.
     */
    orderBy?: Prisma.CommentReplyOrderByWithRelationInput | Prisma.CommentReplyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReplies.
     */
    cursor?: Prisma.CommentReplyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplies.
     */
    distinct?: Prisma.CommentReplyScalarFieldEnum | Prisma.CommentReplyScalarFieldEnum[];
};
/**
 * CommentReply findFirstOrThrow
 */
export type CommentReplyFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReply to fetch.
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplies to fetch.
     */
    orderBy?: Prisma.CommentReplyOrderByWithRelationInput | Prisma.CommentReplyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReplies.
     */
    cursor?: Prisma.CommentReplyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplies.
     */
    distinct?: Prisma.CommentReplyScalarFieldEnum | Prisma.CommentReplyScalarFieldEnum[];
};
/**
 * CommentReply findMany
 */
export type CommentReplyFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReplies to fetch.
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReplies to fetch.
     */
    orderBy?: Prisma.CommentReplyOrderByWithRelationInput | Prisma.CommentReplyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing CommentReplies.
     */
    cursor?: Prisma.CommentReplyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReplies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReplies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReplies.
     */
    distinct?: Prisma.CommentReplyScalarFieldEnum | Prisma.CommentReplyScalarFieldEnum[];
};
/**
 * CommentReply create
 */
export type CommentReplyCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * The data needed to create a CommentReply.
     */
    data: Prisma.XOR<Prisma.CommentReplyCreateInput, Prisma.CommentReplyUncheckedCreateInput>;
};
/**
 * CommentReply createMany
 */
export type CommentReplyCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many CommentReplies.
     */
    data: Prisma.CommentReplyCreateManyInput | Prisma.CommentReplyCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * CommentReply createManyAndReturn
 */
export type CommentReplyCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * The data used to create many CommentReplies.
     */
    data: Prisma.CommentReplyCreateManyInput | Prisma.CommentReplyCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReply update
 */
export type CommentReplyUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * The data needed to update a CommentReply.
     */
    data: Prisma.XOR<Prisma.CommentReplyUpdateInput, Prisma.CommentReplyUncheckedUpdateInput>;
    /**
     * Choose, which CommentReply to update.
     */
    where: Prisma.CommentReplyWhereUniqueInput;
};
/**
 * CommentReply updateMany
 */
export type CommentReplyUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update CommentReplies.
     */
    data: Prisma.XOR<Prisma.CommentReplyUpdateManyMutationInput, Prisma.CommentReplyUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReplies to update
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * Limit how many CommentReplies to update.
     */
    limit?: number;
};
/**
 * CommentReply updateManyAndReturn
 */
export type CommentReplyUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * The data used to update CommentReplies.
     */
    data: Prisma.XOR<Prisma.CommentReplyUpdateManyMutationInput, Prisma.CommentReplyUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReplies to update
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * Limit how many CommentReplies to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReply upsert
 */
export type CommentReplyUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * The filter to search for the CommentReply to update in case it exists.
     */
    where: Prisma.CommentReplyWhereUniqueInput;
    /**
     * In case the CommentReply found by the `where` argument doesn't exist, create a new CommentReply with this data.
     */
    create: Prisma.XOR<Prisma.CommentReplyCreateInput, Prisma.CommentReplyUncheckedCreateInput>;
    /**
     * In case the CommentReply was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CommentReplyUpdateInput, Prisma.CommentReplyUncheckedUpdateInput>;
};
/**
 * CommentReply delete
 */
export type CommentReplyDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
    /**
     * Filter which CommentReply to delete.
     */
    where: Prisma.CommentReplyWhereUniqueInput;
};
/**
 * CommentReply deleteMany
 */
export type CommentReplyDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReplies to delete
     */
    where?: Prisma.CommentReplyWhereInput;
    /**
     * Limit how many CommentReplies to delete.
     */
    limit?: number;
};
/**
 * CommentReply.reactions
 */
export type CommentReply$reactionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    where?: Prisma.CommentReplyReactionWhereInput;
    orderBy?: Prisma.CommentReplyReactionOrderByWithRelationInput | Prisma.CommentReplyReactionOrderByWithRelationInput[];
    cursor?: Prisma.CommentReplyReactionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CommentReplyReactionScalarFieldEnum | Prisma.CommentReplyReactionScalarFieldEnum[];
};
/**
 * CommentReply without action
 */
export type CommentReplyDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReply
     */
    select?: Prisma.CommentReplySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReply
     */
    omit?: Prisma.CommentReplyOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReplyInclude<ExtArgs> | null;
};
